import { describe, expect, it } from 'vitest';
import { DIGITAL_CLOCK, digitalclock } from '../../../plugins';
import { clockText, WIDEST_CLOCK_TEXTS } from '../../../plugins/digitalclock/clockText';
import { fitFontSize } from '../../../plugins/digitalclock/fitFont';
import { fakeContext } from './fakeContext';

/** A 2D context that records what is drawn; text is as wide as a monospace font's: 0.6 em a character. */
function recordingContext() {
  const drawn: { text: string; x: number; y: number; font: string; fillStyle: unknown }[] = [];
  const context = {
    font: '',
    fillStyle: '' as unknown,
    textAlign: '',
    textBaseline: '',
    measureText(text: string) {
      const size = Number(/^(\d+(?:\.\d+)?)px/.exec(context.font)?.[1] ?? 10);
      return { width: text.length * size * 0.6 };
    },
    fillText(text: string, x: number, y: number) {
      drawn.push({ text, x, y, font: context.font, fillStyle: context.fillStyle });
    },
  };
  return { context: context as unknown as CanvasRenderingContext2D, drawn };
}

async function registeredClock() {
  const fake = fakeContext();
  await fake.activate(digitalclock);
  const [clock] = fake.ctx.widgets.types.get();
  if (!clock) throw new Error('no clock registered');
  return clock;
}

describe('digital clock', () => {
  it('shows local time as HH:MM:SS, two digits each', () => {
    expect(clockText(new Date(2026, 10, 25, 9, 5, 7))).toBe('09:05:07');
    expect(clockText(new Date(2026, 10, 25, 23, 59, 0))).toBe('23:59:00');
    expect(WIDEST_CLOCK_TEXTS).toContain('88:88:88');
  });

  it('takes the largest whole font size at which the widest text fits the width, and no more than the height allows', () => {
    const measure = (text: string, size: number) => text.length * size * 0.6;
    // 8 characters of 0.6 em: 4.8 em in 300 px is 62.5 px.
    expect(fitFontSize(['88:88:88'], 300, 100, measure)).toBe(62);
    expect(fitFontSize(['88:88:88'], 300, 40, measure)).toBe(40);
    expect(fitFontSize(['1', '8888'], 100, 100, measure)).toBe(41);
  });

  it("is registered as 'digitalclock', 300×50, at 1 fps, white Monospace by default, with a minimum of its own", async () => {
    const clock = await registeredClock();
    expect(clock).toMatchObject({
      name: DIGITAL_CLOCK,
      dimension: { width: 300, height: 50 },
      minDimension: { width: 150, height: 25 },
      maxDimension: { width: 800, height: 800 },
      fps: 1,
      text: { fontFamily: 'Monospace', fontColor: '#ffffff' },
    });
    expect(DIGITAL_CLOCK).toBe('digitalclock');
  });

  it('draws the time centred in the colour and font of its options', async () => {
    const clock = await registeredClock();
    const { context, drawn } = recordingContext();
    clock.render?.({ context, width: 600, height: 200, options: { fontFamily: 'Serif', fontColor: '#ff8800' }, now: new Date(2026, 0, 2, 3, 4, 5) });
    // 540 px of room for 4.8 em: 112 px, under the 180 px the height leaves.
    expect(drawn).toEqual([{ text: '03:04:05', x: 300, y: 100, font: '112px serif', fillStyle: '#ff8800' }]);
  });
});
