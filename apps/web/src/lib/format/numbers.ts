const wholeNumber = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatCount = (value: number) => wholeNumber.format(value);

/** Revenue is dollars in the API; cents are kept so small totals still add up visibly. */
export const formatDollars = (value: number) => dollars.format(value);
