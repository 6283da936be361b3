declare module 'geoip-country' {
  type CountryLookup = { country: string };
  const geoip: { lookup(ip: string): CountryLookup | null };
  export default geoip;
}
