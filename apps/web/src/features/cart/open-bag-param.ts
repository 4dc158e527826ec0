/** The query parameter that opens the bag on arrival: a cancelled checkout returns to `/?bag=open`. */
export const OPEN_BAG_PARAM = 'bag';
