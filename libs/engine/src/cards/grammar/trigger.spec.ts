import { parseTrigger } from './trigger';

const read = (phrase: string) => {
  const p = parseTrigger(phrase);
  return p.ok ? p.value : null;
};

describe('303.4m: "enchanted player" in a trigger', () => {
  it('"At the beginning of enchanted player\'s upkeep / draw step / end step"', () => {
    expect(read("At the beginning of enchanted player's upkeep")).toEqual({
      event: 'beginningOf',
      step: 'upkeep',
      whose: 'enchantedPlayer',
    });
    expect(read("At the beginning of enchanted player's draw step")).toEqual({
      event: 'beginningOf',
      step: 'draw',
      whose: 'enchantedPlayer',
    });
    expect(read("At the beginning of enchanted player's end step")).toEqual({
      event: 'beginningOf',
      step: 'end',
      whose: 'enchantedPlayer',
    });
    // Paradox Haze's "first upkeep each turn" is another event: not read.
    expect(read("At the beginning of enchanted player's first upkeep each turn")).toBeNull();
  });

  it('"Whenever a creature attacks enchanted player", "... deals combat damage to enchanted player"', () => {
    expect(read('Whenever a creature attacks enchanted player')).toMatchObject({ event: 'attacks', enchantedPlayer: true });
    expect(read('Whenever a creature deals combat damage to enchanted player')).toMatchObject({
      event: 'dealsDamageToYou',
      enchantedPlayer: true,
      combat: true,
    });
    expect(read('Whenever a creature deals damage to enchanted player')).not.toHaveProperty('combat');
    // "enchanted player" is no subject of "attacks" here.
    expect(read('Whenever enchanted player attacks')).toBeNull();
  });
});

describe('the trigger grammar (603.1, 603.2)', () => {
  it('702.103: "CARDNAME or enchanted creature attacks / deals combat damage to a player" is one event of either', () => {
    expect(read('Whenever CARDNAME or enchanted creature attacks')).toEqual({
      event: 'either',
      of: [
        { event: 'attacks', who: 'self' },
        { event: 'attacks', who: 'attached' },
      ],
    });
    expect(read('Whenever CARDNAME or enchanted creature deals combat damage to a player')).toMatchObject({
      event: 'either',
      of: [
        { event: 'dealsCombatDamageToPlayer', who: 'self' },
        { event: 'dealsCombatDamageToPlayer', who: 'attached' },
      ],
    });
    // Other events of the pair are not read this way.
    expect(read('Whenever CARDNAME or enchanted creature dies')).toBeNull();
  });

  it('reads a subject and what it does, one rule each with a selector argument', () => {
    expect(read('Whenever a creature an opponent controls dies')).toEqual({
      event: 'dies',
      who: {
        matching: {
          kind: 'object',
          zone: 'battlefield',
          filters: [
            { kind: 'type', anyOf: ['Creature'] },
            { kind: 'controller', is: 'opponent' },
            { kind: 'type', anyOf: ['Creature', 'Planeswalker'] },
          ],
        },
      },
    });
    expect(read('Whenever CARDNAME or another Ally enters the battlefield under your control')).toEqual({
      event: 'enters',
      who: {
        matching: {
          kind: 'object',
          zone: 'battlefield',
          filters: [{ kind: 'subtype', anyOf: ['Ally'] }, { kind: 'other' }, { kind: 'controller', is: 'you' }],
        },
        orSelf: true,
      },
    });
    expect(read('Whenever you cast a Spirit or Arcane spell')).toEqual({
      event: 'cast',
      whose: 'you',
      types: null,
      spell: {
        kind: 'object',
        zone: 'stack',
        filters: [
          {
            kind: 'anyOf',
            filters: [
              { kind: 'subtype', anyOf: ['Spirit'] },
              { kind: 'subtype', anyOf: ['Arcane'] },
            ],
          },
        ],
      },
    });
    expect(read('When an opponent casts a creature spell')).toMatchObject({ event: 'cast', whose: 'opponent' });
    expect(read('Whenever you cast a spell that targets CARDNAME')).toEqual({
      event: 'cast',
      whose: 'you',
      types: null,
      targetsSource: true,
    });
    expect(read('Whenever an opponent casts a spell that targets CARDNAME')).toEqual({
      event: 'cast',
      whose: 'opponent',
      types: null,
      targetsSource: true,
    });
    expect(read("Whenever an artifact is put into an opponent's graveyard from the battlefield")).toMatchObject({
      event: 'dies',
      who: {
        matching: {
          filters: [
            { kind: 'type', anyOf: ['Artifact'] },
            { kind: 'owner', is: 'opponent' },
          ],
        },
      },
    });
  });

  it('reads the source, what it is attached to, several events, and the steps', () => {
    expect(read('When CARDNAME enters the battlefield or dies')).toEqual({
      event: 'either',
      of: [
        { event: 'enters', who: 'self' },
        { event: 'dies', who: 'self' },
      ],
    });
    expect(read('Whenever enchanted creature deals damage to an opponent')).toEqual({
      event: 'dealsDamageToPlayer',
      who: 'attached',
      opponent: true,
    });
    expect(read('Whenever equipped creature dies')).toEqual({ event: 'dies', who: 'attached' });
    expect(read('Whenever CARDNAME becomes tapped')).toEqual({ event: 'becomesTapped', who: 'self' });
    expect(read('Whenever CARDNAME blocks a creature with flying')).toMatchObject({
      event: 'blocks',
      who: 'self',
      creature: { zone: 'battlefield' },
    });
    expect(read('When you cast CARDNAME')).toEqual({ event: 'castSelf' });
    expect(read('At end of combat')).toEqual({ event: 'beginningOf', step: 'end-of-combat', whose: 'each' });
    expect(read("At the beginning of the upkeep of enchanted creature's controller")).toEqual({
      event: 'beginningOf',
      step: 'upkeep',
      whose: 'attachedController',
    });
    expect(read("At the beginning of each opponent's upkeep")).toEqual({ event: 'beginningOf', step: 'upkeep', whose: 'opponents' });
    expect(read("At the beginning of combat on each opponent's turn")).toEqual({
      event: 'beginningOf',
      step: 'beginning-of-combat',
      whose: 'opponents',
    });
    expect(read("At the beginning of each player's precombat main phase")).toEqual({
      event: 'beginningOf',
      step: 'first-main',
      whose: 'each',
    });
    expect(read('Whenever CARDNAME is dealt combat damage')).toEqual({ event: 'dealtDamage', who: 'self', combat: true });
    expect(read("Whenever a land enters the battlefield under an opponent's control")).toMatchObject({
      event: 'enters',
      who: {
        matching: {
          filters: [
            { kind: 'type', anyOf: ['Land'] },
            { kind: 'controller', is: 'opponent' },
          ],
        },
      },
    });
    // 509.3b, 509.3d: "by a non-Wall creature" qualifies both the creature it blocks and the one that blocks it.
    const nonWall = {
      kind: 'object',
      zone: 'battlefield',
      filters: [
        { kind: 'type', anyOf: ['Creature'] },
        { kind: 'not', filter: { kind: 'subtype', anyOf: ['Wall'] } },
      ],
    };
    expect(read('Whenever CARDNAME blocks or becomes blocked by a non-Wall creature')).toEqual({
      event: 'either',
      of: [
        { event: 'blocks', who: 'self', creature: nonWall },
        { event: 'becomesBlockedByCreature', who: 'self', by: nonWall },
      ],
    });
  });

  it('603.2e, 509.3g: "becomes untapped", "attacks and isn\'t blocked"', () => {
    expect(read('Whenever CARDNAME becomes untapped')).toEqual({ event: 'becomesUntapped', who: 'self' });
    expect(read("Whenever CARDNAME attacks and isn't blocked")).toEqual({ event: 'attacksUnblocked', who: 'self' });
    expect(read("Whenever enchanted creature attacks and isn't blocked")).toEqual({ event: 'attacksUnblocked', who: 'attached' });
    expect(read('Whenever CARDNAME attacks and is blocked')).toBeNull();
  });

  it('508.3a: battalion, "CARDNAME and at least two other creatures attack"', () => {
    expect(read('Whenever CARDNAME and at least two other creatures attack')).toEqual({ event: 'attacks', who: 'self', withOthers: 2 });
    expect(read('Whenever CARDNAME and at least two other creatures block')).toBeNull();
    expect(read('Whenever a creature attacks you or a planeswalker you control')).toMatchObject({
      event: 'attacks',
      you: true,
      orPlaneswalker: true,
    });
  });

  it('701.21a, 120.3: sacrificing, damage dealt to you, damage dealt to CARDNAME', () => {
    expect(read('Whenever you sacrifice a creature')).toEqual({
      event: 'sacrifices',
      whose: 'you',
      what: { kind: 'object', zone: 'battlefield', filters: [{ kind: 'type', anyOf: ['Creature'] }] },
    });
    expect(read('Whenever you sacrifice another permanent')).toMatchObject({
      event: 'sacrifices',
      what: { filters: expect.arrayContaining([{ kind: 'other' }]) },
    });
    // Attacking is not kept in the last known information.
    expect(read('Whenever you sacrifice an attacking creature')).toBeNull();
    expect(read('Whenever an opponent sacrifices a creature')).toMatchObject({ event: 'sacrifices', whose: 'opponent' });
    expect(read('Whenever a player sacrifices an attacking creature')).toBeNull();
    expect(read('Whenever a creature deals combat damage to you')).toMatchObject({ event: 'dealsDamageToYou', combat: true });
    expect(read('Whenever a creature deals damage to you')).toMatchObject({ event: 'dealsDamageToYou' });
    expect(read('Whenever CARDNAME deals damage to you')).toBeNull();
    expect(read('Whenever a source deals damage to CARDNAME')).toEqual({ event: 'dealtDamage', who: 'self' });
  });

  it('702.29c, 702.29d, 701.9a: cycling and discarding', () => {
    expect(read('When you cycle CARDNAME')).toEqual({ event: 'cycleSelf' });
    expect(read('When you cycle CARDNAME or it dies')).toEqual({
      event: 'either',
      of: [{ event: 'cycleSelf' }, { event: 'dies', who: 'self' }],
    });
    expect(read('Whenever a player cycles a card')).toEqual({ event: 'cycles', whose: 'any' });
    expect(read('Whenever you cycle or discard a card')).toEqual({ event: 'discards', whose: 'you' });
    expect(read('Whenever an opponent discards a card')).toEqual({ event: 'discards', whose: 'opponent' });
    expect(read('When an opponent cycles CARDNAME')).toBeNull();
    expect(read('Whenever you discard a creature card')).toBeNull();
  });

  it('refuses what it cannot read or what look-back cannot answer (603.10a), naming the words it stopped at', () => {
    // 120.3, 603.10a: "dealt damage by CARDNAME this turn" is kept as it leaves (the sources that dealt it damage).
    expect(read('Whenever a creature dealt damage by CARDNAME this turn dies')).toMatchObject({
      event: 'dies',
      who: { matching: { filters: expect.arrayContaining([{ kind: 'damagedThisTurn', bySource: true }]) } },
    });
    // "that dealt damage this turn": not kept as it leaves.
    expect(parseTrigger('Whenever a creature that dealt damage this turn dies')).toMatchObject({ ok: false });
    // 111.1, 603.10a: whether it was a token is kept as it leaves: "nontoken" is read.
    expect(read('Whenever a nontoken creature you control dies')).toMatchObject({
      event: 'dies',
      who: { matching: { filters: expect.arrayContaining([{ kind: 'not', filter: { kind: 'token' } }]) } },
    });
    // Attacking is not kept in the last known information of a creature that died.
    expect(read('Whenever an attacking creature dies')).toBeNull();
    // 603.2c: "deals damage" is read for the source and the creature it is attached to only.
    expect(read('Whenever CARDNAME deals damage')).toEqual({ event: 'dealsDamage', who: 'self' });
    expect(read('Whenever enchanted creature deals damage')).toEqual({ event: 'dealsDamage', who: 'attached' });
    expect(read('Whenever a creature you control deals damage')).toBeNull();
    // 509.3e: "by one or more Orcs" counts blockers: not read.
    expect(read('Whenever CARDNAME blocks or becomes blocked by one or more Orcs')).toBeNull();
  });
});

describe('"attacks you" (506.3: the player attacked is the source\'s controller)', () => {
  it('"Whenever a creature attacks you": any creature as subject, `you` set', () => {
    expect(parseTrigger('Whenever a creature attacks you')).toEqual({
      ok: true,
      value: {
        event: 'attacks',
        who: { matching: { kind: 'object', zone: 'battlefield', filters: [{ kind: 'type', anyOf: ['Creature'] }] } },
        you: true,
      },
    });
  });

  it('"CARDNAME attacks you" is no event (a permanent does not attack its controller): not read', () => {
    expect(parseTrigger('Whenever CARDNAME attacks you').ok).toBe(false);
  });

  it('702.110b: "When CARDNAME exploits a creature"; not another subject, not another object', () => {
    expect(read('When CARDNAME exploits a creature')).toEqual({ event: 'exploits', who: 'self' });
    expect(read('Whenever a creature you control exploits a creature')).toBeNull();
    expect(read('When CARDNAME exploits an artifact')).toBeNull();
  });
});
