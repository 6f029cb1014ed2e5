import { compileCard } from '../oracle-compiler';
import { objectSentence, splitObjectSentence } from './object-effects';
import { InMemoryCatalog } from '../in-memory-catalog';
import { bundledCard } from '../../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../../testing/test-catalog';
import { onField, passes } from '../../testing/actions';
import { lands, perm } from '../../testing/spell-cards';

/**
 * The object grammar (cards/grammar/object-effects.ts): object references ("it", "that creature",
 * "that player", "its controller", "enchanted creature", each ...) and verbs (damage, pump, tap,
 * destroy) in triggered and activated abilities, on real cards of the bundled catalog.
 */
const NAMES = [
  'Spellshock', // Whenever a player casts a spell, Spellshock deals 2 damage to that player.
  'Chilling Apparition', // Whenever Chilling Apparition deals combat damage to a player, that player discards a card.
  'Poisonbelly Ogre', // Whenever another creature enters the battlefield, its controller loses 1 life.
  'Ogre Battledriver', // Whenever another creature enters the battlefield under your control, that creature gets +2/+0 and gains haste until end of turn.
  'Kor Hookmaster', // When Kor Hookmaster enters the battlefield, tap target creature an opponent controls. That creature doesn't untap ...
  'Phyrexian Reaper', // Whenever Phyrexian Reaper becomes blocked by a green creature, destroy that creature. It can't be regenerated.
  'Wanderlust', // At the beginning of the upkeep of enchanted creature's controller, Wanderlust deals 1 damage to that player.
  'Grizzly Bears',
  'Lightning Bolt',
  'Forest',
  'Mountain',
  'Island',
];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
const answer = rulingsWith(catalog);
const life = (a: { state: { players: { id: string; life: number }[] } }, id: string) => a.state.players.find((p) => p.id === id)?.life;

describe('object references and verbs in every kind of ability', () => {
  it.each(NAMES.filter((n) => !['Forest', 'Mountain', 'Island'].includes(n)))('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('refused where the ability lends nothing the phrase names (603.2): "that player" and "that creature" of an upkeep of yours', () => {
    const base = bundledCard('Spellshock');
    for (const text of [
      'At the beginning of your upkeep, Spellshock deals 2 damage to that player.',
      'At the beginning of your upkeep, destroy that creature.',
      '{T}: Destroy it.',
      'Whenever a player casts a spell, that creature gets +1/+1 until end of turn.',
      '{T}: Target creature gets +1/+1 and gains wibbling until end of turn.',
    ])
      expect(compileCard({ ...base, text }).support).toBe('none');
  });

  it('120.3, 603.2: Spellshock deals 2 damage to the player who cast the spell, not to its controller', () => {
    const state = board(
      {
        battlefield: [perm('ss', 'Spellshock', 'alice'), perm('m', 'Mountain', 'bob')],
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'bob', card: 'lb', targets: ['alice'] }, ...passes(2, 'bob', 'alice')] });
    expect(life(a, 'bob')).toBe(18);
    expect(cited(a)).toContain('603.2');
  });

  it("Poisonbelly Ogre: another creature entering makes its controller lose 1 life (108.4: bob's creature, bob)", () => {
    const state = board(
      {
        battlefield: [perm('po', 'Poisonbelly Ogre', 'alice'), ...lands('Forest', 'f', 2, 'bob')],
        turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'gb', card: 'Grizzly Bears' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'bob', card: 'gb' }, ...passes(4, 'bob', 'alice')] });
    expect(onField(a, 'gb')).toBeDefined();
    expect(life(a, 'bob')).toBe(19);
    expect(life(a, 'alice')).toBe(20);
  });

  it('Ogre Battledriver: the creature that entered gets +2/+0 and haste until end of turn (611.2c, 613.1f)', () => {
    const state = board(
      { battlefield: [perm('ob', 'Ogre Battledriver', 'alice'), ...lands('Forest', 'f', 2)] },
      { hand: [{ id: 'gb', card: 'Grizzly Bears' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'gb' }, ...passes(4)] });
    expect(onField(a, 'gb')?.characteristics).toMatchObject({ power: 4, toughness: 2 });
    expect(onField(a, 'ob')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(cited(a)).toEqual(expect.arrayContaining(['613.4c', '613.1f']));
  });
});

describe('608.2h: "gets +N/+N until end of turn for each ...": the change times a count (object-effects.ts pump)', () => {
  const base = bundledCard('Grizzly Bears');
  const compiled = (text: string) => compileCard({ ...base, type_line: 'Instant', types: ['Instant'], text } as never);

  it('Might of the Masses: a target creature, counted by the quantity grammar', () => {
    const c = compileCard(bundledCard('Might of the Masses'));
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({
      effects: [
        { kind: 'modifyPT', power: 1, toughness: 1, target: 0, per: { kind: 'count', of: { kind: 'object', zone: 'battlefield' } } },
      ],
    });
  });

  it.each([
    // "other" than what? The target is not the source: not read.
    'Target creature gets +1/+1 until end of turn for each other creature you control.',
    // A keyword gained along with a count: whether it is gained with a count of 0 is not said.
    'Target creature gets +1/+1 and gains trample until end of turn for each creature you control.',
    // Words after the count.
    'Target creature gets +1/+1 until end of turn for each creature you control and each land you control.',
  ])('refused: "%s"', (text) => {
    expect(compiled(text).support).toBe('none');
  });
});

describe('splitObjectSentence: two puts of counters in one sentence (122.1, 608.2c)', () => {
  it('"... and five loyalty counters on ...": the second put, its verb left out, read as its own instruction', () => {
    expect(
      splitObjectSentence(
        'Put five +1/+1 counters on each creature you control and five loyalty counters on each other planeswalker you control',
      ),
    ).toEqual(['Put five +1/+1 counters on each creature you control', 'Put five loyalty counters on each other planeswalker you control']);
  });

  it('"each other planeswalker you control": not the source ("other" filter)', () => {
    const effect = objectSentence('Put a loyalty counter on each other planeswalker you control', {
      addTarget: () => null,
      lastTarget: () => null,
    } as never);
    expect(effect).toMatchObject({ kind: 'counters', counter: 'loyalty', n: 1, objects: { kind: 'each' } });
    expect(JSON.stringify(effect)).toContain('"kind":"other"');
  });
});

describe('"you may tap or untap" objects (701.26, 608.2d): one instruction, its choice made as it resolves', () => {
  const reading = (sentence: string, lastTarget: number | null = null) => {
    const phrases: string[] = [];
    const effect = objectSentence(sentence, {
      addTarget: (phrase: string) => (phrases.push(phrase), phrases.length - 1),
      lastTarget: () => lastTarget,
    } as never);
    return { effect, phrases };
  };

  it('a selector list "target artifact, creature, or land" is one target read by the selector grammar', () => {
    expect(reading('You may tap or untap target artifact, creature, or land')).toEqual({
      effect: { kind: 'tapOrUntap', target: 0 },
      phrases: ['target artifact, creature, or land'],
    });
  });

  it('"that creature" is the last target; "equipped creature" what the source is attached to', () => {
    expect(reading('You may tap or untap that creature', 0)).toEqual({ effect: { kind: 'tapOrUntap', target: 0 }, phrases: [] });
    expect(reading('You may tap or untap equipped creature').effect).toEqual({ kind: 'tapOrUntap', objects: { kind: 'attached' } });
  });

  it('refused: "each" (several at once), words left over, a target a spell cannot tap (a card elsewhere)', () => {
    expect(reading('You may tap or untap each creature').effect).toBeNull();
    expect(reading('You may tap or untap target creature and draw a card').effect).toBeNull();
    expect(reading('You may tap or untap target creature card in your graveyard').effect).toBeNull();
  });
});

describe('another creature deals damage equal to its power (120.1, 608.2h)', () => {
  const reading = (sentence: string, lastTarget: number | null = null) => {
    const phrases: string[] = [];
    const effect = objectSentence(sentence, {
      addTarget: (phrase: string) => (phrases.push(phrase), phrases.length - 1),
      lastTarget: () => lastTarget,
    } as never);
    return { effect, phrases };
  };

  it('"Target creature deals damage to itself equal to its power": the target, to itself', () => {
    expect(reading('Target creature deals damage to itself equal to its power')).toEqual({
      effect: { kind: 'dealsDamageByPower', target: 0, to: 'itself' },
      phrases: ['target creature'],
    });
  });

  it('"That creature deals damage equal to its power to CARDNAME": the last target, to the source', () => {
    expect(reading('That creature deals damage equal to its power to CARDNAME', 0).effect).toEqual({
      kind: 'dealsDamageByPower',
      target: 0,
      to: 'source',
    });
  });

  it('"Each creature deals damage to itself equal to its power": each creature; "to CARDNAME" from each is not read', () => {
    expect(reading('Each creature deals damage to itself equal to its power').effect).toMatchObject({
      kind: 'dealsDamageByPower',
      objects: { kind: 'each' },
      to: 'itself',
    });
    expect(reading('Each creature deals damage equal to its power to CARDNAME').effect).toBeNull();
  });

  it('refused: another stat, another recipient, "that creature" with no target before it', () => {
    expect(reading('Target creature deals damage to itself equal to its toughness').effect).toBeNull();
    expect(reading('Target creature deals damage equal to its power to target player').effect).toBeNull();
    expect(reading('That creature deals damage equal to its power to CARDNAME').effect).toBeNull();
  });
});

describe('"Destroy" several objects joined by "and" (608.2c, 601.2c): one instruction, its targets in the order of the text', () => {
  const reading = (sentence: string, lastTarget: number | null = null) => {
    const phrases: string[] = [];
    const effect = objectSentence(sentence, {
      addTarget: (phrase: string) => (phrases.push(phrase), phrases.length - 1),
      lastTarget: () => lastTarget,
    } as never);
    return { effect, phrases };
  };

  it('"target creature and target land": two targets, destroyed together', () => {
    expect(reading('Destroy target creature and target land')).toEqual({
      effect: { kind: 'together', act: 'destroy', targets: [0, 1] },
      phrases: ['target creature', 'target land'],
    });
  });

  it('three or more, with commas: "target artifact, target creature, target enchantment, and target land"', () => {
    expect(reading('Destroy target artifact, target creature, target enchantment, and target land')).toEqual({
      effect: { kind: 'together', act: 'destroy', targets: [0, 1, 2, 3] },
      phrases: ['target artifact', 'target creature', 'target enchantment', 'target land'],
    });
  });

  it('refused: a list without "and", "it" (not a new target) after "and", "all ..." after "and", words left over', () => {
    expect(reading('Destroy target artifact, target creature').effect).toBeNull();
    expect(reading('Destroy target creature and it', 0).effect).toBeNull();
    expect(reading('Destroy target creature and all Auras attached to it').effect).toBeNull();
    expect(reading('Destroy target creature and target land unless its controller pays {2}').effect).toBeNull();
    expect(reading('Destroy target creature and target land').phrases).toHaveLength(2);
  });
});
