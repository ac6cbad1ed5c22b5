import 'server-only';
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiLang } from '@/lib/i18n/locales';

/** The clips' format (scripts/generate-captcha-voice.sh): 8 kHz, 16-bit, mono PCM. */
const sampleRate = 8000;
const voiceFolder = path.join(process.cwd(), 'lib/backend/security/captcha-voice');
const clips = new Map<string, Buffer>();

/** The PCM samples of one spoken digit (the WAV file's data chunk), read once per process. */
function digitClip(lang: ApiLang, digit: string): Buffer {
  const key = `${lang}/${digit}`;
  let clip = clips.get(key);
  if (!clip) {
    const file = readFileSync(path.join(voiceFolder, lang, `${digit}.wav`));
    let offset = 12;
    while (offset + 8 <= file.length && file.toString('ascii', offset, offset + 4) !== 'data')
      offset += 8 + file.readUInt32LE(offset + 4);
    clip = file.subarray(offset + 8, offset + 8 + file.readUInt32LE(offset + 4));
    clips.set(key, clip);
  }
  return clip;
}

/** A pause of random length with faint noise, so clips cannot be cut apart by finding exact silence. */
function pause(minMs: number, maxMs: number): Buffer {
  const samples = Math.round((randomInt(minMs, maxMs) / 1000) * sampleRate);
  const buffer = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) buffer.writeInt16LE(randomInt(-60, 61), i * 2);
  return buffer;
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
 * A clip as it is played this time: a random gain and faint noise on every sample, so a script
 * cannot find the ten stored clips in the file byte for byte.
 */
function varied(clip: Buffer): Buffer {
  const gain = randomInt(70, 101) / 100;
  const out = Buffer.alloc(clip.length);
  for (let i = 0; i + 1 < clip.length; i += 2) {
    const sample = Math.round(clip.readInt16LE(i) * gain) + randomInt(-90, 91);
    out.writeInt16LE(Math.max(-32768, Math.min(32767, sample)), i);
  }
  return out;
}

/** The audio alternative to the captcha image: the code's digits spoken in the visitor's language, one by one. */
export function speakCode(code: string, lang: ApiLang): Buffer {
  const parts: Buffer[] = [pause(300, 500)];
  for (const digit of code) parts.push(varied(digitClip(lang, digit)), pause(450, 750));
  const data = Buffer.concat(parts);
  return Buffer.concat([wavHeader(data.length), data]);
}
