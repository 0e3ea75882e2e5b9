import type { PieceList } from '@aurelle/contract';
import { formatCount } from '../../lib/format.ts';
import { texts } from './texts.ts';

/** The sizes a piece can be received as or given, each with its stock under it. */
export const sizeOptionsOf = (variants: PieceList['variants']) =>
  variants.map((variant) => ({
    value: variant.id,
    label: variant.name,
    description: texts.pieces.sizeStock(formatCount(variant.stock)),
  }));
