// Placing a country written by hand ("USA", "United Kingdom", "España") on the offline world map
// (world-atlas, Natural Earth 1:110m): by its name on the map, or by a common other name. Pure.

/** Lower case, no accents, no punctuation: "Côte d'Ivoire" → "cote d ivoire". */
export function countryKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/&/g, ' and ').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** Other names people write, by the map's name. */
const OTHER_NAMES: Record<string, string[]> = {
  'United States of America': ['usa', 'us', 'united states', 'america', 'estados unidos', 'etats unis', '美国', 'アメリカ', 'アメリカ合衆国'],
  'United Kingdom': ['uk', 'gb', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland', 'reino unido', 'royaume uni', '英国', 'イギリス'],
  Germany: ['deutschland', 'alemania', 'allemagne', '德国', 'ドイツ'],
  France: ['法国', 'フランス', 'francia'],
  Spain: ['espana', 'espagne', '西班牙', 'スペイン'],
  Italy: ['italia', 'italie'],
  Japan: ['nippon', 'nihon', 'japon', '日本'],
  China: ['prc', 'people s republic of china', 'chine', '中国'],
  Netherlands: ['holland', 'the netherlands', 'nederland', 'pays bas', 'paises bajos'],
  Switzerland: ['schweiz', 'suisse', 'svizzera', 'suiza'],
  Czechia: ['czech republic'],
  'South Korea': ['korea', 'republic of korea', 'korea republic of'],
  'North Korea': ['dprk', 'democratic people s republic of korea'],
  Russia: ['russian federation'],
  "Côte d'Ivoire": ['ivory coast'],
  'Dem. Rep. Congo': ['democratic republic of the congo', 'dr congo', 'drc'],
  Congo: ['republic of the congo'],
  'United Arab Emirates': ['uae'],
  Macedonia: ['north macedonia'],
  'Bosnia and Herz.': ['bosnia and herzegovina', 'bosnia'],
  'Dominican Rep.': ['dominican republic'],
  'Central African Rep.': ['central african republic'],
  eSwatini: ['swaziland', 'eswatini'],
  Turkey: ['turkiye'],
  Vietnam: ['viet nam'],
  Laos: ['lao pdr', 'lao people s democratic republic'],
  Myanmar: ['burma'],
  'Timor-Leste': ['east timor'],
  'Solomon Is.': ['solomon islands'],
  'Falkland Is.': ['falkland islands'],
  'W. Sahara': ['western sahara'],
  'Eq. Guinea': ['equatorial guinea'],
  'S. Sudan': ['south sudan'],
  'N. Cyprus': ['northern cyprus'],
  Brazil: ['brasil', 'bresil'],
  Mexico: ['mexique'],
  Belgium: ['belgique', 'belgie', 'belgica'],
  Austria: ['osterreich', 'autriche'],
  India: ['bharat', 'inde'],
};

/** A function giving the map's name for a written country, or undefined when it is not on the map. */
export function countryPlacer(namesOnMap: readonly string[]): (written: string) => string | undefined {
  const onMap = new Set(namesOnMap);
  const byKey = new Map<string, string>();
  for (const [name, others] of Object.entries(OTHER_NAMES)) {
    if (onMap.has(name)) for (const other of others) byKey.set(countryKey(other), name);
  }
  for (const name of namesOnMap) byKey.set(countryKey(name), name);
  return (written) => byKey.get(countryKey(written));
}

export interface CountryOnMap {
  /** The map's name, or the name as first written when the country is not on the map. */
  country: string;
  onMap: boolean;
  accounts: string[];
  /** Members of the accounts whose count the caller may see; null when they may see none. */
  members: number | null;
}

/** The accounts grouped by country, most accounts first; accounts without a country are left out. */
export function accountsByCountry(
  accounts: { businessName: string; country: string; members: number | null }[],
  place: (written: string) => string | undefined,
): CountryOnMap[] {
  const byCountry = new Map<string, CountryOnMap>();
  for (const account of accounts) {
    if (!countryKey(account.country)) continue;
    const placed = place(account.country);
    const key = placed ?? countryKey(account.country);
    const entry = byCountry.get(key) ?? { country: placed ?? account.country, onMap: Boolean(placed), accounts: [], members: null };
    entry.accounts.push(account.businessName);
    if (account.members !== null) entry.members = (entry.members ?? 0) + account.members;
    byCountry.set(key, entry);
  }
  return [...byCountry.values()].sort((a, b) => b.accounts.length - a.accounts.length || a.country.localeCompare(b.country));
}
