import { compileCard } from '../cards/oracle-compiler';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { choose, passes } from '../testing/actions';

/**
 * 603.8: a state trigger ("When you control no Islands, sacrifice CARDNAME": Dandân and the other sea
 * creatures) triggers as soon as the game state matches its condition, goes on the stack at the next
 * opportunity, and does not trigger again while it is pending or on the stack.
 */
const catalog = bundledCatalog();
const answer = rulingsWith(catalog);
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);
const land = (id: string, card: string, controller = 'alice') => ({ id, card, controller });

describe('603.8: the state-trigger grammar on real cards', () => {
  it.each(['Dandân', 'Sea Serpent', 'Island Fish Jasconius', 'Slipstream Serpent'])('%s is understood in full', (name) =>
    expect(compileCard(bundledCard(name)).support).toBe('full'),
  );

  it('"When you control no Islands" is a state trigger on permanents of that subtype; "Whenever" is not read', () => {
    const t = compileCard(bundledCard('Dandân')).abilities.find((a) => a.kind === 'triggered');
    expect(t).toMatchObject({
      trigger: { event: 'controlsNone', what: { kind: 'object', zone: 'battlefield', filters: [{ kind: 'subtype', anyOf: ['Island'] }] } },
      effects: [{ kind: 'sacrificeSource' }],
    });
    const whenever = compileCard({ ...bundledCard('Dandân'), text: 'Whenever you control no Islands, sacrifice Dandân.' });
    expect(whenever.support).toBe('none');
  });
});

describe('603.8: Dandân is sacrificed once its controller controls no Islands', () => {
  // Alice controls Dandân and one Island; she plays Azorius Chancery, whose trigger returns a land she chooses.
  const start = () =>
    board(
      { battlefield: [land('i', 'Island'), { id: 'dd', card: 'Dandân', controller: 'alice' }, land('bi', 'Island', 'bob')] },
      { hand: [{ id: 'ch', card: 'Azorius Chancery' }] },
    );
  const asked = () => answer({ state: start(), actions: [{ type: 'playLand', player: 'alice', card: 'ch' }, ...passes(2)] });

  it('the Island returned: the state trigger goes on the stack (bob still has one: only her own count)', () => {
    const a = asked();
    expect(a.decision).toMatchObject({ kind: 'chooseReturn', options: ['i', 'ch'] });
    const b = answer({ state: a.state, action: choose(a, ['i']) });
    expect(b.legal).toBe(true);
    expect(b.state.stack).toEqual([expect.objectContaining({ ability: expect.objectContaining({ source: 'dd', triggered: true }) })]);
    expect(cited(b)).toContain('603.8');
    expect(b.decision).toMatchObject({ kind: 'priority', player: 'alice' });
    // It does not trigger again while it is on the stack (a pass gives bob priority, the state is checked again).
    const c = answer({ state: b.state, actions: passes(1) });
    expect(c.state.stack).toHaveLength(1);
    // It resolves: Dandân is sacrificed.
    const d = answer({ state: c.state, actions: [{ type: 'pass', player: 'bob' }] });
    expect(ids(d.state.players[0].graveyard)).toEqual(['dd']);
    expect(d.state.stack).toEqual([]);
    expect(cited(d)).toContain('608.2n');
  });

  it('the Chancery returned instead: she still controls an Island, nothing triggers', () => {
    const a = asked();
    const b = answer({ state: a.state, action: choose(a, ['ch']) });
    expect(b.state.stack).toEqual([]);
    expect(ids(b.state.battlefield)).toContain('dd');
    expect(cited(b)).not.toContain('603.8');
  });

  it('a board with the trigger already on the stack: it does not trigger a second time', () => {
    const state = board(
      {
        battlefield: [{ id: 'dd', card: 'Dandân', controller: 'alice' }],
        stack: [{ id: 'dd.trigger.0', controller: 'alice', ability: { source: 'dd', index: 0, triggered: true } }],
      },
      {},
    );
    const a = answer({ state, actions: passes(1) });
    expect(a.state.stack).toHaveLength(1);
    const b = answer({ state: a.state, actions: [{ type: 'pass', player: 'bob' }] });
    expect(ids(b.state.players[0].graveyard)).toEqual(['dd']);
  });
});
