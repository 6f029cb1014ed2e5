import { PipeTransform } from '@nestjs/common';
import { msg } from '@app/engine';
import { CHARACTERISTICS_OUTPUTS, CharacteristicsOutput } from '@app/engine';
import { invalidRequest } from '../../common/problem';

/**
 * `?characteristics=all|changed|none` of POST /v1/adjudications (CONTRACT §3, answer size):
 * which objects of the answer's board carry their characteristics. Absent: `all`, the answers
 * every client has read so far; anything else is a 400 naming the parameter.
 */
export class CharacteristicsOutputPipe implements PipeTransform<unknown, CharacteristicsOutput> {
  transform(value: unknown): CharacteristicsOutput {
    if (value === undefined) return 'all';
    if (typeof value === 'string' && (CHARACTERISTICS_OUTPUTS as readonly string[]).includes(value)) return value as CharacteristicsOutput;
    const message = msg('query.oneOf', { field: 'characteristics', values: CHARACTERISTICS_OUTPUTS.join(', ') });
    throw invalidRequest([{ field: 'characteristics', message }]);
  }
}
