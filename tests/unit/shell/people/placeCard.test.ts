import { describe, expect, it } from 'vitest';
import { placeCard } from '../../../../engine/shell/people';

const page = { width: 1280, height: 800 };
const card = { width: 300, height: 260 };

describe('placeCard', () => {
  it('puts the card’s start corner at the click', () => {
    expect(placeCard({ left: 100, top: 120 }, card, page, 'ltr')).toEqual({ left: 100, top: 120 });
    expect(placeCard({ left: 900, top: 120 }, card, page, 'rtl')).toEqual({ left: 600, top: 120 });
  });

  it('moves it back inside the page near an edge, 8 px from it', () => {
    expect(placeCard({ left: 1200, top: 700 }, card, page, 'ltr')).toEqual({ left: 1280 - 300 - 8, top: 800 - 260 - 8 });
    expect(placeCard({ left: 40, top: 0 }, card, page, 'rtl')).toEqual({ left: 8, top: 8 });
  });

  it('keeps the start edge visible when the page is smaller than the card', () => {
    expect(placeCard({ left: 50, top: 50 }, card, { width: 200, height: 100 }, 'ltr')).toEqual({ left: 8, top: 8 });
  });

  it('places it on whole pixels, as text between pixels is drawn blurred', () => {
    expect(placeCard({ left: 100.4, top: 120.6 }, card, page, 'ltr')).toEqual({ left: 100, top: 121 });
    expect(placeCard({ left: 900.5, top: 799.25 }, card, page, 'rtl')).toEqual({ left: 601, top: 800 - 260 - 8 });
  });
});
