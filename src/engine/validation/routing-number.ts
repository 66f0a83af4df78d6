/** An ABA routing number: nine digits whose weighted sum (3, 7, 1 repeating) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1];
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * weights[i % 3]!, 0);
  return sum % 10 === 0;
}
