import { journalEntry as e } from './types';
import type { JournalEntry } from './types';

/*
 * The third development journal: a year of a baker in Norwich who sells sourdough at the Saturday market
 * from her garage bakery, borrows for an oven, swears off wholesale and then takes it, hires help, and
 * learns to sail on her father's boat while he waits for a knee operation. A small business and a life
 * beside it, written by a third person, so a rule has to suit more than two writers; the evaluation
 * journal stays held out.
 */

export const DEV3_ENTRIES: JournalEntry[] = [
  e('dec-market-first', '2025-12-06', 'First Saturday', 'First Saturday at Norwich market with the bread stall. Baked 40 loaves in the night and sold 31 at £4.20 each. Cold hands, very happy.'),
  e('dec-starter', '2025-12-09', 'Agnes', 'Fed the starter twice a day all week. Agnes is eleven years old, older than the business and most of my friendships.'),
  e('dec-sail-idea', '2025-12-12', 'Dad', 'Dad says he will teach me to sail on the Broads in the spring if I stop making excuses. His boat, Kestrel, lives at Wroxham.'),
  e('dec-oven-quote', '2025-12-15', 'Oven quote', 'Got a quote for a proper deck oven from Bake Equip in Ipswich: £6,800 fitted. My kitchen oven does eight loaves at a time. It would be madness to spend that much.'),
  e('dec-christmas-rush', '2025-12-20', 'Christmas market', 'Christmas market Saturday: sold out of everything by eleven, 60 loaves and 40 mince pies, £410 taken. Best day of the year.'),
  e('dec-tired', '2025-12-23', 'Three o’clock', 'Up at three every day this week. Too tired to think straight and burned a whole batch of rye.'),
  e('dec-christmas', '2025-12-25', 'Cromer', 'Christmas with Sam’s family in Cromer. Nobody asked me for bread, which was a relief.'),
  e('dec-review', '2025-12-30', 'Month one', 'First month in numbers: £1,640 taken at the market, £610 spent on flour and bags. Not a wage yet.', true),

  e('jan-hygiene', '2026-01-08', 'Inspection', 'The council’s food hygiene inspector came to the garage. We got a 4 out of 5. She wants a separate hand-wash sink before the next visit.'),
  e('jan-sink', '2026-01-14', 'Sink', 'A plumber fitted the hand-wash sink in the garage, £380 with the pipework.'),
  e('jan-flour', '2026-01-17', 'Flour', 'Switched flour to Marriage’s mill in Chelmsford: 25 kg sacks at £19 instead of £23 from the cash and carry. Better bread too.'),
  e('jan-knee', '2026-01-21', 'Dad’s knee', 'Dad’s knee is much worse than he let on. He hid it from me for months. He is on the list for an operation, maybe in May.', true),
  e('jan-lark', '2026-01-26', 'Lark', 'Lark, the café on Magdalen Street, asked for 20 loaves a week wholesale at £2.80. I said no. Wholesale is how small bakers go broke.'),
  e('jan-alarm', '2026-01-29', 'Alarm', 'Alarm at three again. Twenty days in a row now. I keep telling myself it is only for the first year.'),
  e('jan-pet', '2026-01-31', 'Not yet', 'Sam wants a dog. I said not until the oven is paid for, and there is no oven yet.'),

  e('feb-oven-decision', '2026-02-03', 'The oven', 'Decided to buy the deck oven after all. Took a £5,000 loan from the bank over three years. Terrified and excited.'),
  e('feb-price', '2026-02-07', 'Price', 'Raised the sourdough from £4.20 to £4.60 to cover the loan. Nobody said a word at the market.'),
  e('feb-oven-arrive', '2026-02-16', 'Installed', 'The oven is in. Twenty-four loaves a bake. The garage floor had to be strengthened first, another £450.'),
  e('feb-sail-course', '2026-02-19', 'Booked', 'Booked a two-day beginners’ sailing course at Hickling for April with Dad, £240 for the both of us.'),
  e('feb-burn', '2026-02-23', 'Burn', 'Burned my forearm on the new oven door reaching for a tin. I need proper gauntlets, not a tea towel.'),
  e('feb-lark-again', '2026-02-26', 'Lark again', 'Lark asked again. With the new oven I could bake twenty extra loaves without trying. I said I would think about it.'),
  e('feb-market-figures', '2026-02-28', 'February', 'February at the market: 340 loaves sold, the best Saturday 72.'),

  e('mar-lark-yes', '2026-03-03', 'Yes to Lark', 'Said yes to Lark: 20 loaves every Tuesday and Friday at £2.90. My own rule broken within a month.'),
  e('mar-dev', '2026-03-10', 'Dev', 'Hired Dev, a student from the university, for Saturday mornings on the stall, £11.50 an hour. He is brilliant with customers and terrible with change.'),
  e('mar-first-delivery', '2026-03-13', 'Delivery', 'First delivery to Lark at seven in the morning. The owner, Hannah, gave me a flat white and a hug.'),
  e('mar-starter-scare', '2026-03-18', 'Scare', 'Agnes smelled of nail varnish this morning. Panic. Two warm feeds later she was herself again.'),
  e('mar-sam-move', '2026-03-22', 'Moving in', 'Sam has moved in properly. His records take up half the spare room and he has opinions about my bread knife.'),
  e('mar-tired', '2026-03-27', 'Seventy hours', 'Worked seventy hours this week. Missed the walk with Sam again. I should stop baking on Sunday afternoons.'),
  e('mar-review', '2026-03-31', 'March', 'March takings £3,920, the best month yet. Wholesale is about a third of it.'),

  e('apr-sail-course', '2026-04-11', 'Hickling', 'Sailing course at Hickling with Dad. Capsized twice in the dinghy. The instructor, Moira, says I steer like a baker: too much force.'),
  e('apr-sail-2', '2026-04-12', 'Across', 'Second day of the course: I sailed across the broad on my own and back. Dad cried a little and blamed the wind.'),
  e('apr-pantry', '2026-04-15', 'The Pantry', 'The Pantry, a deli in Wymondham, wants 15 loaves every Friday. Said yes on the spot this time.'),
  e('apr-late', '2026-04-20', 'Late', 'The van broke down on the way to Lark and the loaves arrived at half past nine. Hannah was kind about it. I was mortified.'),
  e('apr-van', '2026-04-24', 'Van', 'Van repair £720. I should have had it serviced in January when the light came on.'),
  e('apr-dog', '2026-04-28', 'Biscuit', 'We adopted a lurcher from the rescue in Dereham and called him Biscuit. So much for waiting until the oven is paid off.'),

  e('may-knee-op', '2026-05-06', 'Operation', 'Dad had his knee operation at the Norfolk and Norwich hospital. It went well. He is furious about the crutches.', true),
  e('may-visit-dad', '2026-05-09', 'Visiting', 'Took Dad a seeded loaf and the papers. He wants to be back on Kestrel by August and nobody will talk him out of it.'),
  e('may-award', '2026-05-16', 'Bronze', 'The seeded sourdough won bronze at the Norfolk Food Awards. I cried in the car park.'),
  e('may-rye', '2026-05-19', 'Caraway rye', 'Tried a new rye with caraway at the stall. Sold out in an hour.'),
  e('may-dev-more', '2026-05-23', 'Thursdays', 'Dev works Thursdays as well as Saturdays now. I can sleep until five on Thursdays.'),
  e('may-snap', '2026-05-28', 'Snapped', 'Snapped at Sam over nothing. I have not had a single day off since Easter. I need to keep Sundays free, properly free.'),
  e('may-stats', '2026-05-31', 'May', 'May: 1,240 loaves altogether, takings £5,100.'),

  e('jun-sunday', '2026-06-07', 'Holkham', 'First real Sunday off in months. Walked Biscuit on Holkham beach all morning and did not think about dough once.'),
  e('jun-lark-late', '2026-06-10', 'Unpaid', 'Lark has paid late again. They owe £460 from April and May.'),
  e('jun-sail-kestrel', '2026-06-14', 'Kestrel', 'Sailed Kestrel with Dad for the first time since his operation. He sat with his leg up and told me what to do the whole time.'),
  e('jun-heat', '2026-06-18', 'Heatwave', 'Heatwave. The dough overproved in the garage at 31 degrees and I lost two batches.'),
  e('jun-aircon', '2026-06-22', 'Cooler', 'Bought a portable air conditioner for the garage, £390. Worth every penny by Wednesday.'),
  e('jun-lark-stop', '2026-06-29', 'No more Lark', 'Stopped supplying Lark. Hannah still owes the £460. Next time a café pays up front or waits a week for its bread.'),

  e('jul-festival', '2026-07-04', 'Festival', 'Stall at the Wymondham food festival: 180 loaves sold in a day, £820 taken. Dev and I could barely stand by the end.'),
  e('jul-lark-paid', '2026-07-08', 'Paid', 'Lark paid the £460 in the end, with a card saying sorry.'),
  e('jul-shop', '2026-07-15', 'Timber Hill', 'Saw an empty shop on Timber Hill with a bakery oven still in it. Rent £1,400 a month. Could not sleep for thinking about it.'),
  e('jul-sail-solo', '2026-07-20', 'Alone', 'Took Kestrel out alone on Wroxham Broad. Nobody telling me what to do. The best two hours of the year.'),
  e('jul-biscuit', '2026-07-24', 'Thief', 'Biscuit ate a whole sourdough off the counter and was sick in the van.'),
  e('jul-wedding', '2026-07-30', 'Lily', 'My sister Lily married Tom in Aylsham. I made the wedding bread, a loaf shaped like a wheat sheaf, and it got a round of applause.'),

  e('aug-shop-numbers', '2026-08-03', 'The sums', 'Did the sums for the Timber Hill shop: rent, rates and two staff come to £4,300 a month before flour. I would need to sell 900 more loaves a month.'),
  e('aug-shop-no', '2026-08-10', 'Not this year', 'Decided against the shop. Not this year. Relieved and a little sad.'),
  e('aug-holiday', '2026-08-17', 'Northumberland', 'A week in Northumberland with Sam and Biscuit. No baking. I dreamed about dough every night.'),
  e('aug-dad-sailing', '2026-08-22', 'Horning', 'Dad is back at the helm of Kestrel, as he said he would be. He steered all the way to Horning.'),
  e('aug-dev-leaving', '2026-08-26', 'Dev', 'Dev goes back to university full time in September. Only Saturdays from now on.'),
  e('aug-price-again', '2026-08-29', 'Flour up', 'Flour is up 15%. Raised the sourdough again, from £4.60 to £4.90.'),

  e('sep-ana', '2026-09-05', 'Ana', 'Hired Ana for Thursdays. She used to work in a bakery in Porto and shapes faster than me. £12 an hour.'),
  e('sep-class', '2026-09-12', 'First class', 'Ran my first bread-making class in the garage: six people at £45 each. They all want to come back.'),
  e('sep-classes-plan', '2026-09-15', 'Classes', 'Booked a class for every second Saturday afternoon until Christmas.'),
  e('sep-starter-gift', '2026-09-20', 'Children', 'Gave every one of the class a jar of Agnes to take home. She has children all over Norfolk now.'),
  e('sep-back', '2026-09-24', 'Back', 'My back has been bad for a week from lifting the 25 kg sacks. I should get a trolley or smaller sacks.'),
  e('sep-review', '2026-09-30', 'September', 'September takings £5,600, and £540 of it from the classes.', true),

  e('oct-trolley', '2026-10-03', 'Trolley', 'Bought a sack trolley for £65. My back is already better.'),
  e('oct-pantry-more', '2026-10-09', 'More Pantry', 'The Pantry wants 30 loaves a week now, on Tuesdays as well as Fridays.'),
  e('oct-class-full', '2026-10-14', 'Waiting list', 'The October classes are full and there is a waiting list of twelve.'),
  e('oct-sail-end', '2026-10-18', 'Laid up', 'Last sail of the season with Dad. We took Kestrel out of the water at Wroxham for the winter.'),
  e('oct-shop-again', '2026-10-25', 'Timber Hill again', 'The Timber Hill shop is still empty and the landlord has dropped the rent to £1,150. I am thinking about it again.'),
  e('oct-missed', '2026-10-29', 'Birthday', 'Up at three five days running. Missed Sam’s birthday dinner because of a late bake. Too tired to be kind to anyone.'),

  e('nov-shop-offer', '2026-11-03', 'Offer', 'Made an offer on the Timber Hill lease: £1,100 a month for five years.'),
  e('nov-bank', '2026-11-07', 'Bank', 'The bank will lend £12,000 for fitting out the shop if I put in £4,000 of my own.'),
  e('nov-accepted', '2026-11-12', 'Accepted', 'The landlord accepted. We open on Timber Hill in February and Ana will go full time.'),
  e('nov-apology', '2026-11-14', 'Making up', 'Took Sam out for dinner to make up for his birthday. Promised that Sundays stay ours.'),
  e('nov-market-last', '2026-11-16', 'Market', 'Told the market manager the stall will stop at the end of January. It felt like a betrayal of the Saturday regulars.'),
  e('nov-agnes', '2026-11-19', 'Twelve', 'Agnes turned twelve. Fed her with the last of the Chelmsford flour and a spoon of honey.'),
];
