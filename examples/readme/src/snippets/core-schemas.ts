// The core README's schemas-entry block, run as a script.
// #region schemas
import { MuseumDomainError, NewSpecialEventSchema } from '@museum-api/core/schemas';

const result = NewSpecialEventSchema.safeParse({
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'A torch-lit tour of the fossil collection.',
  dates: [],
  price: 25.001,
});
if (!result.success) console.log(MuseumDomainError.fromZod(result.error).issues);
// [{ path: 'dates', message: 'At least one date' },
//  { path: 'price', message: 'At most two decimal places (whole cents)' }]
// #endregion schemas

const paths = result.success ? [] : MuseumDomainError.fromZod(result.error).issues.map((issue) => issue.path);
if (paths.join() !== 'dates,price') throw new Error(`Expected issues on dates and price, got ${paths.join()}`);
