import {
  AtomicCardsFile,
  catalogFromAllSets,
  catalogFromAtomicCards,
  CatalogCard,
  parseCatalogJson,
  serializeCompactCatalog,
  toCompactCatalog,
} from './mtgjson';

/** A tiny MTGJSON v5 AtomicCards file: one entry per name, a list of faces each. */
const atomic: AtomicCardsFile = {
  meta: { version: '5.2.0+20220425', date: '2022-04-25' },
  data: {
    'Lightning Bolt': [
      {
        name: 'Lightning Bolt',
        layout: 'normal',
        manaCost: '{R}',
        colors: ['R'],
        types: ['Instant'],
        text: 'Lightning Bolt deals 3 damage to any target.',
        foreignData: [
          { language: 'German', name: 'Blitzschlag' },
          { language: 'French', name: 'Foudre' },
        ],
      },
    ],
    'Lava Axe': [
      {
        name: 'Lava Axe',
        layout: 'normal',
        manaCost: '{4}{R}',
        colors: ['R'],
        types: ['Sorcery'],
        text: 'Lava Axe deals 5 damage to target player.',
      },
    ],
    'Jace Beleren': [
      {
        name: 'Jace Beleren',
        layout: 'normal',
        manaCost: '{1}{U}{U}',
        colors: ['U'],
        supertypes: ['Legendary'],
        types: ['Planeswalker'],
        subtypes: ['Jace'],
        loyalty: 3,
        text: '+2: Each player draws a card.',
      },
    ],
    'Delver of Secret Insight // Insectile Aberration': [
      {
        name: 'Delver of Secret Insight // Insectile Aberration',
        faceName: 'Delver of Secret Insight',
        side: 'a',
        layout: 'transform',
        manaCost: '{U}',
        colors: ['U'],
        types: ['Creature'],
        subtypes: ['Human', 'Wizard'],
        power: '1',
        toughness: '1',
        text: 'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secret Insight.',
        foreignData: [{ language: 'French', name: 'Guetteur des secrets // Aberration insectile' }],
      },
      {
        name: 'Delver of Secret Insight // Insectile Aberration',
        faceName: 'Insectile Aberration',
        side: 'b',
        layout: 'transform',
        colors: ['U'],
        types: ['Creature'],
        subtypes: ['Human', 'Insect'],
        power: '3',
        toughness: '2',
        text: 'Flying',
        foreignData: [{ language: 'French', name: 'Guetteur des secrets // Aberration insectile' }],
      },
    ],
    // Ice's face is listed first: the front face is side "a".
    'Fire // Ice': [
      {
        name: 'Fire // Ice',
        faceName: 'Ice',
        side: 'b',
        layout: 'split',
        manaCost: '{1}{U}',
        colors: ['U'],
        types: ['Instant'],
        text: 'Tap target permanent.\nDraw a card.',
      },
      {
        name: 'Fire // Ice',
        faceName: 'Fire',
        side: 'a',
        layout: 'split',
        manaCost: '{1}{R}',
        colors: ['R'],
        types: ['Instant'],
        text: 'Fire deals 2 damage divided as you choose among one or two targets.',
      },
    ],
    // A face named like another card: the card keeps its name.
    'Lightning Bolt // Something Else': [
      {
        name: 'Lightning Bolt // Something Else',
        faceName: 'Lightning Bolt',
        side: 'a',
        layout: 'adventure',
        manaCost: '{5}',
        types: ['Sorcery'],
        text: 'Draw a card.',
      },
      {
        name: 'Lightning Bolt // Something Else',
        faceName: 'Something Else',
        side: 'b',
        layout: 'adventure',
        types: ['Sorcery'],
        text: '',
      },
    ],
    Soldier: [{ name: 'Soldier', layout: 'token', types: ['Creature'], subtypes: ['Soldier'], power: '1', toughness: '1' }],
  },
};

describe('catalogFromAtomicCards', () => {
  const catalog = catalogFromAtomicCards(atomic);

  it('reads a card and its French name from foreignData, by either name in any case', () => {
    expect(catalog.find('Lightning Bolt')).toEqual({
      name: 'Lightning Bolt',
      manaCost: '{R}',
      colors: ['R'],
      supertypes: [],
      types: ['Instant'],
      subtypes: [],
      power: null,
      toughness: null,
      loyalty: null,
      text: 'Lightning Bolt deals 3 damage to any target.',
      frenchName: 'Foudre',
    });
    expect(catalog.find('foudre')).toBe(catalog.find('Lightning Bolt'));
    expect(catalog.find('LIGHTNING BOLT')).toBe(catalog.find('Lightning Bolt'));
  });

  it('reads a numeric loyalty as a string', () => {
    expect(catalog.find('Jace Beleren')).toMatchObject({ loyalty: '3', supertypes: ['Legendary'], subtypes: ['Jace'] });
  });

  it('applies the same errata as AllSets', () => {
    expect(catalog.find('Lava Axe')?.text).toBe('Lava Axe deals 5 damage to target player or planeswalker.');
  });

  it('keeps a multi-face card under its full name and its front face name, with the front face only, marked', () => {
    const full = catalog.find('Delver of Secret Insight // Insectile Aberration') as CatalogCard;
    expect(full).toMatchObject({
      name: 'Delver of Secret Insight // Insectile Aberration',
      manaCost: '{U}',
      subtypes: ['Human', 'Wizard'],
      power: '1',
      toughness: '1',
      frenchName: 'Guetteur des secrets // Aberration insectile',
      layout: 'transform',
      faces: ['Delver of Secret Insight', 'Insectile Aberration'],
    });
    expect(full.text).toMatch(/^At the beginning of your upkeep/);
    expect(full.faceOf).toBeUndefined();
    const front = catalog.find('Delver of Secret Insight') as CatalogCard;
    expect(front).toEqual({
      ...full,
      name: 'Delver of Secret Insight',
      frenchName: 'Guetteur des secrets',
      faceOf: 'Delver of Secret Insight // Insectile Aberration',
    });
    expect(catalog.find('Guetteur des secrets')).toBe(front);
    expect(catalog.find('Insectile Aberration')).toBeUndefined();
  });

  it('takes side "a" as the front face whatever the order of the list', () => {
    expect(catalog.find('Fire // Ice')).toMatchObject({ manaCost: '{1}{R}', faces: ['Fire', 'Ice'], layout: 'split' });
    expect(catalog.find('Fire')).toMatchObject({ faceOf: 'Fire // Ice' });
    expect(catalog.find('Fire')?.frenchName).toBeUndefined();
  });

  it("does not let a face's name take another card's name", () => {
    expect(catalog.find('Lightning Bolt')?.types).toEqual(['Instant']);
    expect(catalog.find('Lightning Bolt // Something Else')).toMatchObject({ layout: 'adventure' });
  });

  it('leaves out tokens', () => {
    expect(catalog.find('Soldier')).toBeUndefined();
  });

  it('lists every card once, sorted by name', () => {
    expect(catalog.cards().map((c) => c.name)).toEqual([
      'Delver of Secret Insight',
      'Delver of Secret Insight // Insectile Aberration',
      'Fire',
      'Fire // Ice',
      'Jace Beleren',
      'Lava Axe',
      'Lightning Bolt',
      'Lightning Bolt // Something Else',
    ]);
  });

  it('reads the one-object-per-name variant (faces under `faces`, French under `fr`)', () => {
    const variant = catalogFromAtomicCards({
      data: {
        'Lightning Bolt': {
          name: 'Lightning Bolt',
          layout: 'normal',
          manaCost: '{R}',
          colors: ['R'],
          types: ['Instant'],
          text: 'Lightning Bolt deals 3 damage to any target.',
          fr: { name: 'Foudre' },
        },
        'Fire // Ice': {
          name: 'Fire // Ice',
          layout: 'split',
          faces: [
            {
              name: 'Fire // Ice',
              faceName: 'Fire',
              side: 'a',
              manaCost: '{1}{R}',
              colors: ['R'],
              types: ['Instant'],
              text: 'Fire deals 2 damage divided as you choose among one or two targets.',
            },
            {
              name: 'Fire // Ice',
              faceName: 'Ice',
              side: 'b',
              manaCost: '{1}{U}',
              colors: ['U'],
              types: ['Instant'],
              text: 'Tap target permanent.\nDraw a card.',
            },
          ],
          fr: {
            name: 'Feu // Glace',
            faces: [
              { side: 'a', faceName: 'Feu' },
              { side: 'b', faceName: 'Glace' },
            ],
          },
        },
      },
    });
    expect(variant.find('Foudre')?.name).toBe('Lightning Bolt');
    expect(variant.find('Feu // Glace')).toMatchObject({
      name: 'Fire // Ice',
      manaCost: '{1}{R}',
      layout: 'split',
      faces: ['Fire', 'Ice'],
    });
    expect(variant.find('Feu')).toMatchObject({ name: 'Fire', faceOf: 'Fire // Ice' });
  });
});

describe('catalogFromAllSets', () => {
  it('marks each face of a v3 multi-face card', () => {
    const catalog = catalogFromAllSets({
      APC: {
        cards: [
          {
            name: 'Fire',
            names: ['Fire', 'Ice'],
            layout: 'split',
            manaCost: '{1}{R}',
            colors: ['Red'],
            types: ['Instant'],
            text: 'Fire deals 2 damage divided as you choose among one or two target creatures and/or players.',
          },
          {
            name: 'Ice',
            names: ['Fire', 'Ice'],
            layout: 'split',
            manaCost: '{1}{U}',
            colors: ['Blue'],
            types: ['Instant'],
            text: 'Tap target permanent.\nDraw a card.',
          },
        ],
      },
    });
    expect(catalog.find('Ice')).toMatchObject({ name: 'Ice', colors: ['U'], layout: 'split', faces: ['Fire', 'Ice'] });
  });
});

describe('parseCatalogJson', () => {
  it('recognizes AtomicCards and names its source', () => {
    const parsed = parseCatalogJson(atomic);
    expect(parsed.ok && parsed.value.format).toBe('atomicCards');
    expect(parsed.ok && parsed.value.source).toBe('MTGJSON AtomicCards 5.2.0+20220425 (2022-04-25)');
    expect(parsed.ok && parsed.value.cards).toHaveLength(8);
  });

  it('recognizes a v3 AllSets file', () => {
    const parsed = parseCatalogJson({
      LEA: { name: 'Alpha', cards: [{ name: 'Lightning Bolt', manaCost: '{R}', colors: ['Red'], types: ['Instant'], text: 'x' }] },
    });
    expect(parsed.ok && parsed.value.format).toBe('allSets');
    expect(parsed.ok && parsed.value.cards.map((c) => c.colors)).toEqual([['R']]);
  });

  it('names every bad field by its path', () => {
    const parsed = parseCatalogJson({ data: { 'Bad Card': [{ name: 'Bad Card', types: 'Creature', loyalty: true }], Empty: [] } });
    expect(parsed).toEqual({
      ok: false,
      errors: [
        'data["Bad Card"][0].loyalty: expected a string or a number',
        'data["Bad Card"][0].types: expected a list of strings',
        'data["Empty"]: expected at least one face',
      ],
    });
  });

  it.each([
    ['a list', [], /expected a JSON object/],
    ['an unknown object', { hello: 'world' }, /not a catalog/],
    ['a v5 set file', { data: { LEA: { cards: [] } } }, /AtomicCards/],
  ])('refuses %s', (_case, json, message) => {
    const parsed = parseCatalogJson(json);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors[0]).toMatch(message);
  });

  it('reads back the compact catalog it writes, byte for byte', () => {
    const parsed = parseCatalogJson(atomic);
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const text = serializeCompactCatalog(toCompactCatalog(parsed.value.source, parsed.value.cards));
    expect(text.split('\n')[0]).toBe('{"source":"MTGJSON AtomicCards 5.2.0+20220425 (2022-04-25)","cards":[');
    expect(text.split('\n')).toHaveLength(8 + 3);
    const again = parseCatalogJson(JSON.parse(text));
    if (!again.ok) throw new Error(again.errors.join('\n'));
    expect(again.value.format).toBe('compact');
    expect(again.value.cards).toEqual(parsed.value.cards);
    expect(serializeCompactCatalog(toCompactCatalog(again.value.source, [...again.value.cards].reverse()))).toBe(text);
    expect(serializeCompactCatalog(toCompactCatalog('s', [], '2026-01-01'))).toBe('{"source":"s","importedAt":"2026-01-01","cards":[]}\n');
  });

  it('checks a compact catalog card by card', () => {
    const good = {
      name: 'X',
      manaCost: '',
      colors: [],
      supertypes: [],
      types: ['Land'],
      subtypes: [],
      power: null,
      toughness: null,
      loyalty: null,
      text: '',
    };
    const parsed = parseCatalogJson({ source: 's', cards: [good, { ...good, colors: ['Red'] }, { ...good, power: 2 }, good] });
    expect(parsed).toEqual({
      ok: false,
      errors: [
        'cards[1].colors: expected a list of W, U, B, R, G',
        'cards[2].power: expected a string or null',
        'cards[3].name: "X" appears twice',
      ],
    });
  });
});
