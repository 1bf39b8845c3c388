// Writes the bundled notification sounds (engine/shell/notifications/sounds/<name>.oga and .mp3).
// They are synthesized here, so Atrium owns them outright (CC0); run again after changing a
// recipe. Needs oggenc (vorbis-tools) and lame, which Debian packages.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RATE = 44100;
const out = new URL('../engine/shell/notifications/sounds/', import.meta.url).pathname;

/** A note: frequency in Hz, start and length in seconds, loudness 0–1. */
const note = (frequency, start, length, loudness = 0.5) => ({ frequency, start, length, loudness });

// Soft bell-like tones: a fundamental and two quiet partials, each decaying exponentially.
const RECIPES = {
  message: [note(880, 0, 0.35), note(1318.5, 0.12, 0.45)],
  bell: [note(1046.5, 0, 0.9, 0.45)],
  complete: [note(659.3, 0, 0.3, 0.4), note(784, 0.1, 0.3, 0.4), note(1046.5, 0.2, 0.55, 0.45)],
};

function render(notes) {
  const seconds = Math.max(...notes.map((n) => n.start + n.length)) + 0.05;
  const samples = new Float32Array(Math.ceil(seconds * RATE));
  for (const { frequency, start, length, loudness } of notes) {
    const first = Math.floor(start * RATE);
    for (let i = 0; i < length * RATE; i++) {
      const t = i / RATE;
      const attack = Math.min(1, t / 0.005);
      const decay = Math.exp((-5 * t) / length);
      const tone = Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t) + 0.1 * Math.sin(6 * Math.PI * frequency * t);
      samples[first + i] += (loudness / 1.4) * attack * decay * tone;
    }
  }
  return samples;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const work = mkdtempSync(path.join(tmpdir(), 'atrium-sounds-'));
try {
  for (const [name, notes] of Object.entries(RECIPES)) {
    const source = path.join(work, `${name}.wav`);
    writeFileSync(source, wav(render(notes)));
    execFileSync('oggenc', ['--quiet', '-q', '3', '-o', path.join(out, `${name}.oga`), source]);
    execFileSync('lame', ['--quiet', '-b', '96', source, path.join(out, `${name}.mp3`)]);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
