/** Opens the browser's print dialog on the ticket image, through a hidden frame so the screen stays put. */
export function printImage(image: Blob): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(image);
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.style.position = 'fixed';
    frame.style.width = '0';
    frame.style.height = '0';
    frame.style.border = '0';
    document.body.append(frame);
    const cleanUp = () => {
      URL.revokeObjectURL(url);
      frame.remove();
    };
    const doc = frame.contentDocument;
    const view = frame.contentWindow;
    if (!doc || !view) {
      cleanUp();
      reject(new Error('The print frame could not be opened'));
      return;
    }
    const img = doc.createElement('img');
    img.style.width = '100%';
    img.onload = () => {
      view.focus();
      view.print();
      // print() blocks until the dialog closes in most browsers; the delay covers those where it does not.
      setTimeout(cleanUp, 1_000);
      resolve();
    };
    img.onerror = () => {
      cleanUp();
      reject(new Error('The ticket image could not be read'));
    };
    img.src = url;
    doc.body.append(img);
  });
}
