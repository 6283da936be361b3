/**
 * Opens the browser's print dialog on the ticket image, `copies` times on pages of their own in one dialog, through a
 * hidden frame so the screen stays put.
 */
export function printImage(image: Blob, copies = 1): Promise<void> {
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
    const images = Array.from({ length: Math.max(1, copies) }, (_, index) => {
      const img = doc.createElement('img');
      img.style.width = '100%';
      img.style.display = 'block';
      if (index > 0) img.style.breakBefore = 'page';
      return img;
    });
    let loaded = 0;
    const onLoad = () => {
      loaded += 1;
      if (loaded < images.length) return;
      view.focus();
      view.print();
      // print() blocks until the dialog closes in most browsers; the delay covers those where it does not.
      setTimeout(cleanUp, 1_000);
      resolve();
    };
    const onError = () => {
      cleanUp();
      reject(new Error('The ticket image could not be read'));
    };
    for (const img of images) {
      img.onload = onLoad;
      img.onerror = onError;
      img.src = url;
      doc.body.append(img);
    }
  });
}
