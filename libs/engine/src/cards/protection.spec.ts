import { printedKeywords } from './card';
import { bundledCard } from '../testing/bundled-catalog';
import { protectionQualities } from './protection';

describe('702.16a: the qualities of a protection keyword', () => {
  it('a color, a card type, everything (702.16j)', () => {
    expect(protectionQualities('protection from red')).toEqual([{ kind: 'color', color: 'R' }]);
    expect(protectionQualities('protection from artifacts')).toEqual([{ kind: 'type', type: 'Artifact' }]);
    expect(protectionQualities('protection from everything')).toEqual([{ kind: 'everything' }]);
  });

  it('creature types in the plural, regular and not (205.3m)', () => {
    expect(protectionQualities('protection from demons and from dragons')).toEqual([
      { kind: 'subtype', subtype: 'Demon' },
      { kind: 'subtype', subtype: 'Dragon' },
    ]);
    expect(protectionQualities('protection from elves')).toEqual([{ kind: 'subtype', subtype: 'Elf' }]);
    expect(protectionQualities('protection from zombies')).toEqual([{ kind: 'subtype', subtype: 'Zombie' }]);
  });

  it('"protection from X and from Y": two qualities, colors too', () => {
    expect(protectionQualities('protection from red and from blue')).toEqual([
      { kind: 'color', color: 'R' },
      { kind: 'color', color: 'U' },
    ]);
  });

  it('refused: qualities not read here (a name, a player, monocolored, an unknown word)', () => {
    expect(protectionQualities('protection from the chosen player')).toBeNull();
    expect(protectionQualities('protection from monocolored')).toBeNull();
    expect(protectionQualities('protection from red and from foos')).toBeNull();
    expect(protectionQualities('protection from creatures and from')).toBeNull();
    expect(protectionQualities('hexproof from artifacts')).toBeNull();
  });

  it('a keyword line of capitalized qualities is read as printed keywords (Baneslayer Angel)', () => {
    expect([...printedKeywords(bundledCard('Baneslayer Angel'))]).toEqual([
      'flying',
      'first strike',
      'lifelink',
      'protection from demons and from dragons',
    ]);
  });
});
