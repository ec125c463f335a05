-- Basic fits the smallest real phone sheet: the boss and the assistant (docs/billing.md).
-- Only a row still holding the seeded value changes: an operator's own setting stays.
update plans set seat_limit = 2 where id = 'basic' and seat_limit = 1;
