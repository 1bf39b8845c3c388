import { describe, expect, it } from 'vitest';
import { createDrawProgress, type Drawing } from '../../../engine/scene/drawProgress';

const drawing = (children: string, width = 100, height = 80): Drawing => ({ children, width, height });

describe('draw progress', () => {
  it('is busy from a commit until a frame of what it asked for is rendered', () => {
    const progress = createDrawProgress();
    expect(progress.busy()).toBe(false);
    const first = drawing('one');
    progress.want(first);
    expect(progress.busy()).toBe(true);
    progress.request(first);
    expect(progress.busy()).toBe(true);
    progress.rendered();
    expect(progress.busy()).toBe(false);
  });

  it('stays busy while the Pixi side has not yet committed what the DOM side asked for', () => {
    const progress = createDrawProgress();
    const first = drawing('one');
    progress.want(first);
    progress.request(first);
    progress.rendered();

    const second = drawing('two');
    progress.want(second);
    // A frame of the old scene, requested before the change reached the Pixi tree.
    progress.rendered();
    expect(progress.busy()).toBe(true);
    progress.request(second);
    progress.rendered();
    expect(progress.busy()).toBe(false);
  });

  it('does not depend on which side commits first', () => {
    const progress = createDrawProgress();
    const children = 'scene';
    progress.request(drawing(children));
    progress.want(drawing(children));
    progress.rendered();
    expect(progress.busy()).toBe(false);
  });

  it('counts a new size as a change even with the same scene', () => {
    const progress = createDrawProgress();
    progress.want(drawing('scene', 100, 80));
    progress.request(drawing('scene', 100, 80));
    progress.rendered();
    progress.want(drawing('scene', 120, 80));
    expect(progress.busy()).toBe(true);
  });

  it('asks for a frame only for what the last frame does not show, a frame at the size the DOM side asked for included', () => {
    const progress = createDrawProgress();
    expect(progress.request(drawing('scene', 100, 80)), 'nothing drawn yet').toBe(true);
    progress.rendered();
    expect(progress.request(drawing('scene', 100, 80)), 'the same scene again').toBe(false);
    // A layer drawn at the new size before the Pixi tree committed it: that commit needs no frame.
    progress.want(drawing('scene', 120, 80));
    expect(progress.wanted()).toEqual(drawing('scene', 120, 80));
    progress.rendered({ width: 120, height: 80 });
    expect(progress.busy()).toBe(false);
    expect(progress.request(drawing('scene', 120, 80))).toBe(false);
    expect(progress.request(drawing('other', 120, 80))).toBe(true);
  });
});
