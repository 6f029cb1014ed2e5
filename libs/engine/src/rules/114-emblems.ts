import { emblemDefinition } from '../cards/emblem';
import { Ctx, objectName } from '../context';
import { msg } from '../trace/message';
import { GameObject } from '../state/types';
import { newObject } from '../state/zones';
import { freshId } from './121-drawing';

/** The emblem object `player` gets (114.2): in the command zone, owned and controlled by that player. */
export function newEmblem(id: string, player: string, text: string, source: string | undefined, timestamp: number): GameObject {
  return {
    ...newObject(id, emblemDefinition(text, source), false, player, player),
    timestamp,
    emblem: source === undefined ? { text } : { text, source },
  };
}

/**
 * 114.2: "[Player] gets an emblem with [ability]": that player puts into the command zone an emblem
 * with that ability, owned and controlled by that player. It never leaves (no effect moves an
 * emblem); its abilities work there (114.4). `source`: the card whose ability created it.
 */
export function createEmblem(ctx: Ctx, player: string, text: string, source: GameObject | undefined): void {
  const state = ctx.state;
  const id = freshId(state, `${player}.emblem`);
  const emblem = newEmblem(id, player, text, source?.card?.name, state.nextTimestamp++);
  state.command.push(emblem);
  ctx.trace.cite(
    '114.2',
    'createEmblem',
    source
      ? msg('114-emblems.fromSource', { player, text, id, source: objectName(source) })
      : msg('114-emblems.created', { player, text, id }),
    [id],
  );
}
