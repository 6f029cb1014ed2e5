import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';

const answer = rulingsWith(bundledCatalog());
const mountains = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, card: 'Mountain', controller: 'alice' }));
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);
const bears = { id: 'b1', card: 'Grizzly Bears', controller: 'bob' };

describe('702.47 splice onto Arcane', () => {
  it('702.47a: "Splice onto Arcane [mana cost]" is understood (Glacial Ray, Desperate Ritual); a cost other than mana is not', () => {
    expect(compileCard(bundledCard('Glacial Ray')).support).toBe('full');
    expect(compileCard(bundledCard('Desperate Ritual')).support).toBe('full');
    const torrent = compileCard(bundledCard('Torrent of Stone'));
    expect(torrent.support).toBe('partial');
    expect(torrent.unsupported).toEqual(['Splice onto Arcane—Sacrifice two Mountains.']);
  });

  it('702.47a-d: Glacial Ray spliced onto Lava Spike: its splice cost is paid, the spell gains its text and target, the card stays in hand', () => {
    const state = board(
      { battlefield: [...mountains(3), bears] },
      {
        hand: [
          { id: 'ls', card: 'Lava Spike' },
          { id: 'gr', card: 'Glacial Ray' },
        ],
      },
    );
    const a = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'ls', splice: ['gr'], targets: ['bob', 'b1'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].life).toBe(17);
    expect(ids(a.state.players[1].graveyard)).toEqual(['b1']);
    // 702.47a: the spliced card is only revealed: it stays in its owner's hand; 702.47e: the spell is Lava Spike alone again.
    expect(ids(a.state.players[0].hand)).toEqual(['gr']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['ls']);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(3);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.47a', '601.2c', '601.2f']));
    const total = a.trace.find((t) => t.rule === '601.2f' && t.event === 'totalCost');
    expect(total?.text).toContain('{1}{R}{R}');
    // 702.47c: the added text's "Glacial Ray deals 2 damage" is the spell's: Lava Spike is the source.
    expect(a.events).toContainEqual(expect.objectContaining({ type: 'damage', source: 'ls', target: 'b1', amount: 2 }));
  });

  it('702.47b-c: the spliced spell on the board carries its spliced cards, and reads back the same', () => {
    const state = board(
      { battlefield: [...mountains(3), bears] },
      {
        hand: [
          { id: 'ls', card: 'Lava Spike' },
          { id: 'gr', card: 'Glacial Ray' },
        ],
      },
    );
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'ls', splice: ['gr'], targets: ['bob', 'b1'] } });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([
      expect.objectContaining({ id: 'ls', card: 'Lava Spike', targets: ['bob', 'b1'], spliced: ['Glacial Ray'] }),
    ]);
    const again = answer({ state: a.state, actions: passes(2) });
    expect(again.state.players[1].life).toBe(17);
    expect(ids(again.state.players[1].graveyard)).toEqual(['b1']);
  });

  it('702.47d, 608.2b: the spliced part whose target became illegal does nothing; the rest of the spell resolves', () => {
    const state = board({
      battlefield: [bears],
      stack: [
        { id: 'ls', card: 'Lava Spike', controller: 'alice', targets: ['bob', 'b1'], spliced: ['Glacial Ray'] },
        { id: 'lb', card: 'Lightning Bolt', controller: 'bob', targets: ['b1'] },
      ],
    });
    const a = answer({ state, actions: [...passes(2), ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['lb', 'b1']);
    expect(a.state.players[1].life).toBe(17);
    expect(cited(a)).toContain('608.2b');
  });

  it('702.47b: Desperate Ritual spliced onto another Desperate Ritual: {2}{R}{R} for six red mana, the effects in order', () => {
    const state = board(
      { battlefield: mountains(4) },
      {
        hand: [
          { id: 'd1', card: 'Desperate Ritual' },
          { id: 'd2', card: 'Desperate Ritual' },
        ],
      },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'd1', splice: ['d2'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].manaPool).toBe('{R}{R}{R}{R}{R}{R}');
    expect(ids(a.state.players[0].hand)).toEqual(['d2']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['d1']);
  });

  it('601.2h: the splice cost is paid with the rest of the total cost: short of it, the cast is refused', () => {
    const state = board(
      { battlefield: [...mountains(2), bears] },
      {
        hand: [
          { id: 'ls', card: 'Lava Spike' },
          { id: 'gr', card: 'Glacial Ray' },
        ],
      },
    );
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'ls', splice: ['gr'], targets: ['bob', 'b1'] } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
  });

  it("702.47d, 601.2c: the spliced text's targets are chosen with the spell's: one missing is refused", () => {
    const state = board(
      { battlefield: [...mountains(3), bears] },
      {
        hand: [
          { id: 'ls', card: 'Lava Spike' },
          { id: 'gr', card: 'Glacial Ray' },
        ],
      },
    );
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'ls', splice: ['gr'], targets: ['bob'] } });
    expect(a.violations[0]).toMatchObject({ code: 'WRONG_TARGET_COUNT', rule: '601.2c' });
  });

  describe('refused splices, citing 702.47', () => {
    const hand = {
      hand: [
        { id: 'ls', card: 'Lava Spike' },
        { id: 'gr', card: 'Glacial Ray' },
        { id: 'lb', card: 'Lightning Bolt' },
        { id: 'd1', card: 'Desperate Ritual' },
      ],
      graveyard: [{ id: 'g2', card: 'Glacial Ray' }],
    };
    const refused = (action: Record<string, unknown>) => {
      const a = answer({
        state: board({ battlefield: [...mountains(6), bears] }, hand),
        action: { type: 'cast', player: 'alice', ...action },
      });
      expect(a.legal).toBe(false);
      expect(a.state.players[0].hand).toHaveLength(4);
      return a.violations[0];
    };

    it('702.47a: a card is not spliced onto itself', () => {
      expect(refused({ card: 'd1', splice: ['d1'] })).toMatchObject({ code: 'SPLICE_ONTO_ITSELF', rule: '702.47a' });
    });
    it('702.47a: onto Arcane only: Lightning Bolt is no Arcane spell', () => {
      expect(refused({ card: 'lb', splice: ['gr'], targets: ['bob', 'bob'] })).toMatchObject({ code: 'NOT_ARCANE', rule: '702.47a' });
    });
    it('702.47a: a card without splice (Lava Spike) is not spliced', () => {
      expect(refused({ card: 'gr', splice: ['ls'], targets: ['bob', 'bob'] })).toMatchObject({ code: 'NO_SPLICE', rule: '702.47a' });
    });
    it("702.47a: only a card in the caster's hand: one in the graveyard is refused", () => {
      expect(refused({ card: 'ls', splice: ['g2'], targets: ['bob', 'bob'] })).toMatchObject({
        code: 'SPLICE_NOT_IN_HAND',
        rule: '702.47a',
      });
    });
    it('702.47b: one card is spliced onto a spell at most once', () => {
      expect(refused({ card: 'ls', splice: ['gr', 'gr'], targets: ['bob', 'bob', 'bob'] })).toMatchObject({
        code: 'SPLICE_TWICE',
        rule: '702.47b',
      });
    });
  });

  it('a splice with a cost the engine does not read (Torrent of Stone) is refused as UNSUPPORTED_CARD, never spliced blank', () => {
    const state = board(
      { battlefield: [...mountains(6), bears] },
      {
        hand: [
          { id: 'ls', card: 'Lava Spike' },
          { id: 'ts', card: 'Torrent of Stone' },
        ],
      },
    );
    const out = adjudicate(
      { state, action: { type: 'cast', player: 'alice', card: 'ls', splice: ['ts'], targets: ['bob', 'b1'] } },
      bundledCatalog(),
    );
    expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD' });
  });

  it('Desperate Ritual spliced onto Aura Barbs, whose own text the engine does not read, is refused as UNSUPPORTED_CARD', () => {
    const state = board(
      { battlefield: mountains(5) },
      {
        hand: [
          { id: 'kr', card: 'Aura Barbs' },
          { id: 'dr', card: 'Desperate Ritual' },
        ],
      },
    );
    const out = adjudicate({ state, action: { type: 'cast', player: 'alice', card: 'kr', splice: ['dr'] } }, bundledCatalog());
    expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD' });
  });

  it('a spell on the board with a card without splice in "spliced" is refused (702.47a)', () => {
    const state = board({
      stack: [{ id: 'ls', card: 'Lava Spike', controller: 'alice', targets: ['bob', 'bob'], spliced: ['Lightning Bolt'] }],
    });
    const out = adjudicate({ state, actions: [] }, bundledCatalog());
    expect(out).toMatchObject({ kind: 'invalid' });
    expect(JSON.stringify(out)).toContain('NO_SPLICE');
  });
});
