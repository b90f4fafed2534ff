// Placing hand-written countries on the offline world map (console-shell.md §2 maps).
import { describe, expect, it } from 'vitest';
import { accountsByCountry, countryKey, countryPlacer } from '../../src/resources/dashboard/countryOnMap';
import { countryShapes } from '../../src/resources/dashboard/worldMap';

const place = countryPlacer(countryShapes.map((shape) => shape.name));

describe('countries on the map', () => {
  it('draws every country of the map but Antarctica, each with an outline', () => {
    expect(countryShapes.length).toBe(176);
    expect(countryShapes.every((shape) => shape.d.startsWith('M'))).toBe(true);
    expect(countryShapes.map((shape) => shape.name)).not.toContain('Antarctica');
  });

  it('places a country by its name on the map or a name people write, whatever the case and accents', () => {
    expect(place('United States')).toBe('United States of America');
    expect(place('USA')).toBe('United States of America');
    expect(place('  united kingdom ')).toBe('United Kingdom');
    expect(place('England')).toBe('United Kingdom');
    expect(place('España')).toBe('Spain');
    expect(place("Cote d'Ivoire")).toBe("Côte d'Ivoire");
    expect(place('Bosnia & Herzegovina')).toBe('Bosnia and Herz.');
    expect(place('日本')).toBe('Japan');
  });

  it('places nothing it does not know, and nothing for an empty country', () => {
    expect(place('Singapore')).toBeUndefined(); // too small for the 1:110m map
    expect(place('Atlantis')).toBeUndefined();
    expect(place('')).toBeUndefined();
    expect(countryKey(' São  Tomé & Príncipe ')).toBe('sao tome and principe');
  });

  it('groups accounts by country, summing the members the caller may see, most accounts first', () => {
    const countries = accountsByCountry([
      { businessName: 'Acme', country: 'USA', members: 3 },
      { businessName: 'Globex', country: 'United States', members: null },
      { businessName: 'Initech', country: 'UK', members: null },
      { businessName: 'Lion City', country: 'Singapore', members: 2 },
      { businessName: 'Nowhere', country: '', members: 5 },
    ], place);
    expect(countries).toEqual([
      { country: 'United States of America', onMap: true, accounts: ['Acme', 'Globex'], members: 3 },
      { country: 'Singapore', onMap: false, accounts: ['Lion City'], members: 2 },
      { country: 'United Kingdom', onMap: true, accounts: ['Initech'], members: null },
    ]);
  });
});
