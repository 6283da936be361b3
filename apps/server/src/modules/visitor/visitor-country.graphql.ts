import { builder } from '../../builder';
import { findVisitorCountry } from './find-visitor-country';

builder.queryField('visitorCountry', (t) =>
  t.string({
    nullable: true,
    description:
      "ISO 3166 alpha-2 country of the caller's IP (null when unknown), for the language rule of docs/product.md#languages.",
    resolve: (_root, _args, context) => findVisitorCountry(context),
  }),
);
