import 'server-only';
import { randomFillSync, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiLang } from '@/lib/i18n/locales';

/** The clips' format (scripts/generate-captcha-voice.sh): 8 kHz, 16-bit, mono PCM. */
const sampleRate = 8000;
const voiceFolder = path.join(process.cwd(), 'lib/backend/security/captcha-voice');
const clips = new Map<string, Int16Array>();

/**
 * How each playing differs from the stored clips, so that sliding the ten clips over the audio
 * finds none of them (a 1 % change of speed already halves their correlation with the clip, from
 * 1.0 to about 0.5) and a word's length varies by about ±15 % (those of most digits overlap);
 * while every digit stays as clear as the stored voice (tests/unit/captcha-audio.test.ts measures
 * both). A speech recognizer still reads it, as it reads any audio a person can follow: the
 * number of playings and of codes per client is what bounds a script (captcha.ts, handlers/captcha.ts).
 */
export const playing = {
  /** Each digit played faster or slower, which also moves its pitch: never within 2 % of the stored speed… */
  speeds: [
    [0.88, 0.98],
    [1.02, 1.12],
  ],
  /** …gliding, within the same range, by up to this much from its first to its last sample (a little intonation). */
  glide: 0.04,
  /** Seconds cut from the start and the end of a clip (its silence is already trimmed: onsets are cut little). */
  trimStart: [0, 0.015],
  trimEnd: [0, 0.04],
  /** The peak of each digit, as a share of full scale (about ±2 dB from one digit to the next). */
  peak: [0.5, 0.8],
  /** Seconds of pause before the first digit, between digits and after the last. */
  lead: [0.25, 0.6],
  gap: [0.4, 0.9],
  tail: [0.3, 0.7],
  /**
   * Speech-to-noise ratio of the background (dB): a soft rush shaped like speech's long-term
   * spectrum under the whole recording, well below the voice (a listener with some hearing loss
   * still follows digits at a few dB SNR), so the pauses are never silence to cut at.
   */
  snrDb: [18, 22],
} as const;

/** The PCM samples of one spoken digit (the WAV file's data chunk), read once per process. */
export function digitClip(lang: ApiLang, digit: string): Int16Array {
  const key = `${lang}/${digit}`;
  let clip = clips.get(key);
  if (!clip) {
    const file = readFileSync(path.join(voiceFolder, lang, `${digit}.wav`));
    let offset = 12;
    while (offset + 8 <= file.length && file.toString('ascii', offset, offset + 4) !== 'data')
      offset += 8 + file.readUInt32LE(offset + 4);
    const data = file.subarray(offset + 8, offset + 8 + file.readUInt32LE(offset + 4));
    clip = new Int16Array(data.length >> 1);
    for (let i = 0; i < clip.length; i++) clip[i] = data.readInt16LE(i * 2);
    clips.set(key, clip);
  }
  return clip;
}

/** A uniformly random number in [min, max), from the system's cryptographic source. */
function between([min, max]: readonly [number, number]): number {
  return min + ((max - min) * randomInt(0, 2 ** 24)) / 2 ** 24;
}

/** Uniform numbers in (0, 1), `count` of them from one read of the cryptographic source. */
function uniforms(count: number): Float64Array {
  const words = randomFillSync(new Uint32Array(count));
  const out = new Float64Array(count);
  for (let i = 0; i < count; i++) out[i] = (words[i]! + 0.5) / 2 ** 32;
  return out;
}

/** Windowed-sinc interpolation taps on each side: clean enough for speech at 8 kHz, cheap enough per request. */
const taps = 8;
/** Fractions of a sample the interpolation kernel is tabulated for (an error far below the background noise). */
const phases = 256;

/**
 * The clip played at a speed going from `startRate` to `endRate` (1 is as stored; above 1 is
 * faster and higher). Band-limited interpolation, so speeding up folds no hiss into the voice.
 */
function resampled(clip: Float64Array, startRate: number, endRate: number): Float64Array {
  const length = Math.floor((2 * clip.length) / (startRate + endRate));
  const cutoff = 0.92 * Math.min(1, 1 / Math.max(startRate, endRate));
  const width = 2 * taps + 1;
  // kernel[phase * width + taps + tap]: the weight of the sample `tap` away from the one before the
  // position, for a position `phase / phases` of a sample past it (Hann-windowed sinc).
  const kernel = new Float64Array((phases + 1) * width);
  for (let phase = 0; phase <= phases; phase++)
    for (let tap = -taps; tap <= taps; tap++) {
      const distance = tap - phase / phases;
      const x = Math.PI * cutoff * distance;
      const window = 0.5 + 0.5 * Math.cos((Math.PI * distance) / (taps + 1));
      kernel[phase * width + taps + tap] = cutoff * (x === 0 ? 1 : Math.sin(x) / x) * window;
    }
  const out = new Float64Array(length);
  let position = 0;
  for (let k = 0; k < length; k++) {
    const base = Math.floor(position);
    const row = Math.round((position - base) * phases) * width + taps;
    let sum = 0;
    for (let tap = Math.max(-taps, -base); tap <= taps && base + tap < clip.length; tap++)
      sum += clip[base + tap]! * kernel[row + tap]!;
    out[k] = sum;
    position += startRate + ((endRate - startRate) * k) / length;
  }
  return out;
}

/** One digit as it is played this time: trimmed, at its own speed, faded in and out, at its own level. */
function playedDigit(lang: ApiLang, digit: string): Float64Array {
  const stored = digitClip(lang, digit);
  const start = Math.round(between(playing.trimStart) * sampleRate);
  const end = stored.length - Math.round(between(playing.trimEnd) * sampleRate);
  const range = playing.speeds[randomInt(playing.speeds.length)]!;
  const startRate = between(range);
  const endRate = between([
    Math.max(range[0], startRate - playing.glide),
    Math.min(range[1], startRate + playing.glide),
  ]);
  const out = resampled(new Float64Array(stored.subarray(start, end)), startRate, endRate);
  const fadeIn = Math.round(0.005 * sampleRate);
  const fadeOut = Math.round(0.01 * sampleRate);
  for (let i = 0; i < fadeIn; i++) out[i]! *= i / fadeIn;
  for (let i = 0; i < fadeOut; i++) out[out.length - 1 - i]! *= i / fadeOut;
  let peak = 1;
  for (let i = 0; i < out.length; i++) peak = Math.max(peak, Math.abs(out[i]!));
  const gain = (between(playing.peak) * 32767) / peak;
  for (let i = 0; i < out.length; i++) out[i]! *= gain;
  return out;
}

/**
 * Gaussian noise shaped like speech's long-term spectrum (most of it between 250 Hz and 1 kHz,
 * falling above), swelling slowly by ±25 %, with a mean power of 1.
 */
function speechShapedNoise(length: number): Float64Array {
  const u = uniforms(length + (length % 2));
  const noise = new Float64Array(length);
  for (let i = 0; i < length; i += 2) {
    // Box–Muller: two normal samples from two uniform ones.
    const radius = Math.sqrt(-2 * Math.log(u[i]!));
    noise[i] = radius * Math.cos(2 * Math.PI * u[i + 1]!);
    if (i + 1 < length) noise[i + 1] = radius * Math.sin(2 * Math.PI * u[i + 1]!);
  }
  const swell = between([0.5, 2]);
  const phase = between([0, 2 * Math.PI]);
  let rumble = 0;
  let first = 0;
  let second = 0;
  let power = 0;
  for (let i = 0; i < length; i++) {
    rumble = 0.9 * rumble + 0.1 * noise[i]!; // what lies below about 130 Hz, taken out
    first = 0.5 * first + 0.5 * (noise[i]! - rumble); // two gentle low-passes from about 900 Hz
    second = 0.5 * second + 0.5 * first;
    noise[i] = second * (1 + 0.25 * Math.sin((2 * Math.PI * swell * i) / sampleRate + phase));
    power += noise[i]! ** 2;
  }
  const scale = 1 / Math.sqrt(power / length || 1);
  for (let i = 0; i < length; i++) noise[i]! *= scale;
  return noise;
}

function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/**
 * The audio alternative to the captcha image: the code's digits spoken in the visitor's language,
 * one by one, each played differently every time (see `playing`), over a soft background noise.
 * A WAV file, 8 kHz 16-bit mono PCM.
 */
export function speakCode(code: string, lang: ApiLang): Buffer {
  const digits = [...code].map((digit) => playedDigit(lang, digit));
  const pauses = [playing.lead, ...digits.slice(1).map(() => playing.gap), playing.tail].map((range) =>
    Math.round(between(range) * sampleRate),
  );
  const length = pauses.reduce((sum, pause) => sum + pause, 0) + digits.reduce((sum, d) => sum + d.length, 0);
  const speech = new Float64Array(length);
  let at = 0;
  let speechPower = 0;
  let speechSamples = 0;
  digits.forEach((digit, i) => {
    at += pauses[i]!;
    speech.set(digit, at);
    at += digit.length;
    for (let k = 0; k < digit.length; k++) speechPower += digit[k]! ** 2;
    speechSamples += digit.length;
  });
  const noise = speechShapedNoise(length);
  const noiseLevel = Math.sqrt(speechPower / Math.max(speechSamples, 1) / 10 ** (between(playing.snrDb) / 10));
  const data = Buffer.alloc(length * 2);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let i = 0; i < length; i++) {
    const sample = Math.round(speech[i]! + noiseLevel * noise[i]!);
    view.setInt16(i * 2, Math.max(-32768, Math.min(32767, sample)), true);
  }
  return Buffer.concat([wavHeader(data.length), data]);
}
