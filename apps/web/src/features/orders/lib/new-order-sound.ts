import { ALERT_SOUND_VOLUME } from '@comptoir/domain';

const NOTES_HZ = [880, 1_175, 880, 1_175];
const NOTE_S = 0.18;

/** A bright two-tone chime made with WebAudio, so no sound file has to be fetched. */
export function playNewOrderSound(): void {
  const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.gain.value = ALERT_SOUND_VOLUME;
    gain.connect(context.destination);
    NOTES_HZ.forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      oscillator.type = 'square';
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(context.currentTime + index * NOTE_S);
      oscillator.stop(context.currentTime + (index + 1) * NOTE_S - 0.02);
      if (index === NOTES_HZ.length - 1) oscillator.onended = () => void context.close();
    });
  } catch {
    // Autoplay policies may refuse audio until the tablet is touched; the card still shows.
  }
}
