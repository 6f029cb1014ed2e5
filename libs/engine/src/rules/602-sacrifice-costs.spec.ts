import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, ids, passes, perm } from '../testing/spell-cards';
import { onField } from '../testing/actions';

/** Real cards, current Oracle text. */
const HUSK = defineCard({
  name: 'Nantuko Husk',
  manaCost: '{2}{B}',
  types: ['Creature'],
  subtypes: ['Zombie', 'Insect'],
  power: '2',
  toughness: '2',
  text: 'Sacrifice a creature: Nantuko Husk gets +2/+2 until end of turn.',
});
const BAIRN = defineCard({
  name: 'Blood Bairn',
  manaCost: '{2}{B}',
  types: ['Creature'],
  subtypes: ['Vampire'],
  power: '2',
  toughness: '2',
  text: 'Sacrifice another creature: Blood Bairn gets +2/+2 until end of turn.',
});
const ATOG = defineCard({
  name: 'Atog',
  manaCost: '{1}{R}',
  types: ['Creature'],
  subtypes: ['Atog'],
  power: '1',
  toughness: '2',
  text: 'Sacrifice an artifact: Atog gets +2/+2 until end of turn.',
});
const IDOL = defineCard({ name: 'Test Idol', manaCost: '{2}', types: ['Artifact'] });
const CARDS: CardDefinition[] = [HUSK, BAIRN, ATOG];
const catalog = new InMemoryCatalog([...CARDS, IDOL, GRIZZLY_BEARS]);

const answer = rulingsWith(catalog);
const activate = (source: string, sacrifice?: string[]) => ({
  type: 'activate',
  player: 'alice',
  source,
  ability: 0,
  ...(sacrifice ? { sacrifice } : {}),
});
const state = board({
  battlefield: [
    perm('husk', 'Nantuko Husk', 'alice'),
    perm('bairn', 'Blood Bairn', 'alice'),
    perm('atog', 'Atog', 'alice'),
    perm('b', 'Grizzly Bears', 'alice'),
    perm('i', 'Test Idol', 'alice'),
    perm('theirs', 'Grizzly Bears', 'bob'),
  ],
});

describe('701.21a: "Sacrifice a creature" / "another creature" / "an artifact" as an activation cost (601.2h)', () => {
  it('is understood', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it('Nantuko Husk: the creature named in "sacrifice" is sacrificed as the cost is paid; the ability resolves', () => {
    const activated = answer({ state, action: activate('husk', ['b']) });
    expect(activated.legal).toBe(true);
    expect(ids(activated.state.players[0].graveyard)).toEqual(['b']);
    expect(activated.state.stack).toHaveLength(1);
    expect(cited(activated)).toEqual(expect.arrayContaining(['602.2a', '701.21a']));
    const resolved = answer({ state: activated.state, actions: passes(2) });
    expect(onField(resolved, 'husk')?.characteristics).toMatchObject({ power: 4, toughness: 4 });
  });

  it('Nantuko Husk may sacrifice itself ("a creature"); Blood Bairn may not ("another creature", 118.3)', () => {
    expect(answer({ state, action: activate('husk', ['husk']) }).legal).toBe(true);
    expect(answer({ state, action: activate('bairn', ['bairn']) }).violations[0]).toMatchObject({
      code: 'CANNOT_SACRIFICE',
      rule: '118.3',
    });
  });

  it.each([
    ['nothing named', undefined, 'SACRIFICE_REQUIRED', '601.2h'],
    ["an opponent's creature", ['theirs'], 'CANNOT_SACRIFICE', '701.21a'],
    ['two creatures', ['b', 'bairn'], 'SACRIFICE_REQUIRED', '601.2h'],
  ])('the cost cannot be paid with %s', (_, sacrifice, code, rule) => {
    const a = answer({ state, action: activate('husk', sacrifice as string[] | undefined) });
    expect(a.violations[0]).toMatchObject({ code, rule });
    expect(a.state.battlefield).toHaveLength(6);
  });

  it('Atog sacrifices an artifact, not a creature', () => {
    expect(answer({ state, action: activate('atog', ['b']) }).violations[0]).toMatchObject({ code: 'CANNOT_SACRIFICE', rule: '118.3' });
    const a = answer({ state, actions: [activate('atog', ['i']), ...passes(2)] });
    expect(onField(a, 'atog')?.characteristics).toMatchObject({ power: 3, toughness: 4 });
  });

  it('legal actions offer one activation for each permanent that could be sacrificed', () => {
    const offered = legalActionsFor(state, catalog);
    if (!offered.ok) throw new Error('bad board');
    const bairn = offered.value.actions
      .filter((x) => x.action.type === 'activate' && x.action.source === 'bairn')
      .map((x) => (x.action as { sacrifice?: string[] }).sacrifice);
    expect(bairn).toEqual([['husk'], ['atog'], ['b']]);
  });

  it('a malformed "sacrifice" is a bad request (400)', () => {
    expect(adjudicate({ state, action: { ...activate('husk'), sacrifice: 'b' } }, catalog)).toMatchObject({
      kind: 'invalid',
      errors: [{ code: 'INVALID_FIELD', path: 'action.sacrifice' }],
    });
  });
});
