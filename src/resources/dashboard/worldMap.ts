// The world's countries drawn once, offline: Natural Earth 1:110m from the world-atlas package,
// projected with d3-geo's Equal Earth into a 960 × 470 drawing. Antarctica is left out for room.
import { geoEqualEarth, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';

export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;

export interface CountryShape {
  name: string;
  /** The SVG path of the country's outline. */
  d: string;
}

const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const countries = feature(topology, topology.objects.countries).features.filter((f) => f.properties.name !== 'Antarctica');
const projection = geoEqualEarth().fitSize([MAP_WIDTH, MAP_HEIGHT], { type: 'FeatureCollection', features: countries });
const path = geoPath(projection);

export const countryShapes: CountryShape[] = countries.map((f) => ({ name: f.properties.name, d: path(f) ?? '' }));
