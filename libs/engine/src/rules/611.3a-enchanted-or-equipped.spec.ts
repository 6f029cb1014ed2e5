import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 611.3a, 303.4, 301.5: "CARDNAME has flying as long as it's enchanted.", "CARDNAME can't attack or block unless it's
 * equipped.": the condition is whether an Aura (an Equipment) is attached to it now.
 */
const answer = rulingsWith(
  new InMemoryCatalog(['Fledgling Osprey', 'Training Drone', 'Holy Strength', 'Bonesplitter', 'Grizzly Bears'].map(bundledCard)),
);

describe('611.3a: "as long as it\'s enchanted", "unless it\'s equipped"', () => {
  it.each(['Fledgling Osprey', 'Skyrider Trainee', 'Training Drone', 'Metathran Elite', 'Raksha Golden Cub', 'Gate Hound'])(
    '%s is understood in full',
    (name) => {
      expect(compileCard(bundledCard(name)).support).toBe('full');
    },
  );

  it('Fledgling Osprey has flying with Holy Strength attached to it, not without', () => {
    const bare = answer({ state: board({ battlefield: [{ id: 'fo', card: 'Fledgling Osprey', controller: 'alice' }] }), actions: [] });
    expect(onField(bare, 'fo')?.characteristics?.abilities ?? []).not.toContain('Flying');
    const enchanted = answer({
      state: board({
        battlefield: [
          { id: 'fo', card: 'Fledgling Osprey', controller: 'alice' },
          { id: 'hs', card: 'Holy Strength', controller: 'bob', attachedTo: 'fo' },
        ],
      }),
      actions: [],
    });
    expect(onField(enchanted, 'fo')?.characteristics?.abilities).toContain('Flying');
  });

  it('an Equipment attached to it does not make it "enchanted"', () => {
    const a = answer({
      state: board({
        battlefield: [
          { id: 'fo', card: 'Fledgling Osprey', controller: 'alice' },
          { id: 'bs', card: 'Bonesplitter', controller: 'alice', attachedTo: 'fo' },
        ],
      }),
      actions: [],
    });
    expect(onField(a, 'fo')?.characteristics?.abilities ?? []).not.toContain('Flying');
  });

  it('Training Drone attacks only while equipped (508.1c)', () => {
    const state = (battlefield: Record<string, unknown>[]) =>
      board({ battlefield, turn: { number: 3, active: 'alice', step: 'beginning-of-combat', priority: 'alice' } });
    const declare = { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'td', attacking: 'bob' }] };
    const bare = answer({ state: state([{ id: 'td', card: 'Training Drone', controller: 'alice' }]), actions: passes(2) });
    expect(bare.trace).toContainEqual(
      expect.objectContaining({ rule: '508.1a', text: expect.stringContaining('no creature able to attack') }),
    );
    const equipped = answer({
      state: state([
        { id: 'td', card: 'Training Drone', controller: 'alice' },
        { id: 'bs', card: 'Bonesplitter', controller: 'alice', attachedTo: 'td' },
      ]),
      actions: [...passes(2), declare],
    });
    expect(equipped.violations).toEqual([]);
    expect(equipped.state.combat?.attackers.map((x) => x.id)).toEqual(['td']);
  });
});

describe('611.3a: "As long as CARDNAME is equipped, it gets +1/+1 and has flying." ("it" is the CARDNAME of the condition)', () => {
  const cub = rulingsWith(new InMemoryCatalog(['Skyhunter Cub', 'Roc Hatchling', 'Bonesplitter'].map(bundledCard)));

  it.each(['Skyhunter Cub', 'Kitesail Apprentice', 'Thran Golem', 'Roc Hatchling', 'Castle Raptors'])(
    '%s is understood in full',
    (name) => {
      expect(compileCard(bundledCard(name)).support).toBe('full');
    },
  );

  it('Skyhunter Cub with Bonesplitter: a 5/3 flier (+2/+0 and +1/+1); without it a 2/2 without flying', () => {
    const equipped = cub({
      state: board({
        battlefield: [
          { id: 'sc', card: 'Skyhunter Cub', controller: 'alice' },
          { id: 'bs', card: 'Bonesplitter', controller: 'alice', attachedTo: 'sc' },
        ],
      }),
      actions: [],
    });
    expect(onField(equipped, 'sc')?.characteristics).toMatchObject({ power: 5, toughness: 3 });
    expect(onField(equipped, 'sc')?.characteristics?.abilities).toContain('Flying');
    const bare = cub({ state: board({ battlefield: [{ id: 'sc', card: 'Skyhunter Cub', controller: 'alice' }] }), actions: [] });
    expect(onField(bare, 'sc')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
  });

  it('Roc Hatchling: a 3/3 flier with no shell counter, a 0/1 with one', () => {
    const none = cub({ state: board({ battlefield: [{ id: 'rh', card: 'Roc Hatchling', controller: 'alice' }] }), actions: [] });
    expect(onField(none, 'rh')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    const one = cub({
      state: board({ battlefield: [{ id: 'rh', card: 'Roc Hatchling', controller: 'alice', counters: { shell: 1 } }] }),
      actions: [],
    });
    expect(onField(one, 'rh')?.characteristics).toMatchObject({ power: 0, toughness: 1 });
  });

  it('refused when the condition does not name CARDNAME ("As long as you control a Forest, it gets +1/+1.")', () => {
    const odd = compileCard({ ...bundledCard('Skyhunter Cub'), text: 'As long as you control a Forest, it gets +1/+1.' });
    expect(odd.support).not.toBe('full');
  });
});
