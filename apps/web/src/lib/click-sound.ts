/** A short, quiet click through WebAudio; silently skipped where audio is unavailable. */
export function playClickSound(): void {
  const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.08);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.08);
    oscillator.onended = () => void context.close();
  } catch {
    // Autoplay policies may refuse audio; the toggle still works without the sound.
  }
}
