import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 502.3: the active player untaps their permanents, save those an effect keeps tapped. The Tempest
 * lands: "{T}: Add {G} or {W}. Tranquil Garden doesn't untap during your next untap step." (a mana
 * ability with another effect, 605.3b): "your" is the ability's controller.
 */
const garden = bundledCard('Tranquil Garden');
const answer = rulingsWith(new InMemoryCatalog([garden, bundledCard('Forest')]));
const tapForGreen = { type: 'activate', player: 'alice', source: 'tg', ability: 1, mana: '{G}' };
const kept = (a: { state: { effects?: { kind: string }[] } }) => (a.state.effects ?? []).filter((e) => e.kind === 'doesnt-untap-your-next');

describe('502.3: "CARDNAME doesn\'t untap during your next untap step"', () => {
  it('Tranquil Garden is understood in full, its second mana ability with that effect', () => {
    const compiled = compileCard(garden);
    expect([compiled.support, compiled.unsupported]).toEqual(['full', []]);
    expect(compiled.abilities[1]).toMatchObject({
      kind: 'mana',
      options: [['G'], ['W']],
      effects: [{ kind: 'doesntUntapNext', objects: { kind: 'source' }, yours: true }],
    });
  });

  it("tapped for {G} in bob's end step: the mana is added at once and the land stays tapped in alice's untap step, then the effect ends", () => {
    const state = board({
      battlefield: [
        { id: 'tg', card: garden.name, controller: 'alice' },
        { id: 'f1', card: 'Forest', controller: 'alice', tapped: true },
      ],
      turn: { number: 4, active: 'bob', step: 'end', priority: 'alice', passed: ['bob'] },
    });
    const tapped = answer({ state, action: tapForGreen });
    expect(tapped.legal).toBe(true);
    expect(tapped.state.stack ?? []).toHaveLength(0);
    expect(onField(tapped, 'tg')).toMatchObject({ tapped: true });
    expect(kept(tapped)).toEqual([expect.objectContaining({ affects: ['tg'], controller: 'alice' })]);
    expect(cited(tapped)).toEqual(expect.arrayContaining(['605.3b', '502.3']));

    // Alice keeps priority after a mana ability (117.3c); both pass: bob's end step ends, cleanup, alice's turn 5 begins.
    const next = answer({ state, actions: [tapForGreen, ...passes(2)] });
    expect(next.violations).toEqual([]);
    expect(next.state.turn).toMatchObject({ number: 5, active: 'alice' });
    expect(onField(next, 'tg')).toMatchObject({ tapped: true });
    expect(onField(next, 'f1')?.tapped).toBeFalsy();
    expect(kept(next)).toEqual([]);
    expect(next.trace).toContainEqual(expect.objectContaining({ rule: '502.3', objects: ['tg'] }));
  });

  it("not during another player's untap step: a Garden bob controls now untaps in his, the effect waits for alice's", () => {
    const state = board({
      battlefield: [
        { id: 'tg', card: garden.name, controller: 'bob', tapped: true },
        { id: 'f1', card: 'Forest', controller: 'alice' },
      ],
      effects: [
        {
          id: 'e1',
          kind: 'doesnt-untap-your-next',
          power: 0,
          toughness: 0,
          affects: ['tg'],
          source: 'tg',
          controller: 'alice',
          timestamp: 1,
          duration: 'permanent',
        },
      ],
      turn: { number: 4, active: 'alice', step: 'end', priority: 'alice' },
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.state.turn).toMatchObject({ number: 5, active: 'bob' });
    expect(onField(a, 'tg')?.tapped).toBeFalsy();
    expect(kept(a)).toHaveLength(1);
  });

  it('an illegal activation adds no effect: a tapped Garden cannot pay {T} (602.2b)', () => {
    const state = board({
      battlefield: [{ id: 'tg', card: garden.name, controller: 'alice', tapped: true }],
      turn: { number: 4, active: 'alice', step: 'first-main', priority: 'alice' },
    });
    const a = answer({ state, action: tapForGreen });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '602.2b' });
    expect(kept(a)).toEqual([]);
  });
});
