// The spec's city rule ('letters and spaces', 'Please enter a valid city name') with letters read as
// any alphabet's, so Española and Cañon City are cities, and with the period, apostrophe and hyphen
// of St. Louis, Coeur d'Alene and Winston-Salem. The flow's and the API's schemas carry this pattern.

export const CITY_PATTERN = `^\\p{L}[\\p{L}\\p{M} .'’-]*$`;

const CITY = new RegExp(CITY_PATTERN, 'u');

export const isCityText = (value: string): boolean => CITY.test(value);
