import { overlaps, placeLabels, sharedPrefix, type PlacedLabel } from './map-labels';

const FRAME = { width: 14_000, height: 11_000 };
const FONT = FRAME.width / 45;

function expectApart(labels: PlacedLabel[]) {
  for (const [i, a] of labels.entries()) {
    expect(a.box.left).toBeGreaterThanOrEqual(0);
    expect(a.box.top).toBeGreaterThanOrEqual(0);
    expect(a.box.left + a.box.width).toBeLessThanOrEqual(FRAME.width);
    expect(a.box.top + a.box.height).toBeLessThanOrEqual(FRAME.height);
    for (const b of labels.slice(i + 1)) expect([a.text, b.text, overlaps(a.box, b.box)]).toEqual([a.text, b.text, false]);
  }
}

it('names every store apart from the others, moving a name off its dot\'s top when a neighbour is there', () => {
  // Two stores 1.5 km apart on one line: both names above would run into each other.
  const stores = [{ text: 'Miraflores', x: 6000, y: 6000 }, { text: 'San Isidro', x: 7500, y: 6000 }];
  const { stores: placed } = placeLabels(FRAME, stores, [], FONT);
  expect(placed.map((s) => s.text)).toEqual(['Miraflores', 'San Isidro']);
  expectApart(placed);
  expect(placed[0]!.y).toBeLessThan(6000);
  expect(placed[1]!.y).toBeGreaterThan(6000);
});

it('keeps names inside the map: one near the edge is written on the side with room', () => {
  const { stores: placed } = placeLabels(FRAME, [{ text: 'Villa El Salvador', x: 200, y: 5000 }], [], FONT);
  expect(placed[0]!.anchor).toBe('start');
  expectApart(placed);
});

it('drops the district names that would cover a store\'s name or dot, another district, or run off the map', () => {
  const stores = [{ text: 'Miraflores', x: 6000, y: 6000 }];
  const districts = [
    { text: 'Miraflores', x: 6000, y: 5800 },
    { text: 'Barranco', x: 6000, y: 9000 },
    { text: 'Barrancos', x: 6100, y: 9050 },
    { text: 'Magdalena del Mar', x: 100, y: 3000 },
    { text: 'Surquillo', x: 6000, y: 6050 },
  ];
  const { stores: placed, districts: kept } = placeLabels(FRAME, stores, districts, FONT);
  expect(kept.map((d) => d.text)).toEqual(['Barranco']);
  expectApart([...placed, ...kept]);
});

it('the store names\' shared first words are left to the list beside the map', () => {
  expect(sharedPrefix(['Mi Bodega Express Miraflores', 'Mi Bodega Express San Isidro', 'Mi Bodega Express Surco'])).toBe('Mi Bodega Express ');
  expect(sharedPrefix(['Mi Bodega Express Miraflores'])).toBe('');
  expect(sharedPrefix(['Bodega Norte', 'Bodega'])).toBe('');
  expect(sharedPrefix(['Tambo Larco', 'Oxxo Pardo'])).toBe('');
});
