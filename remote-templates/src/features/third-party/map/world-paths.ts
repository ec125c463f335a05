import { geoEqualEarth, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import { regionsOf, type Region } from './regions';

export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;

export interface RegionShape extends Region {
  d: string;
  /** Where its label or focus marker goes (the centroid of its largest part, roughly). */
  centroid: [number, number];
}

type TopologyArg = Parameters<typeof feature>[0];
type ObjectArg = Parameters<typeof feature>[1];
/** SVG paths of world-atlas's countries, projected once (Equal Earth: areas compare truly). */
export function worldShapes(topology: unknown): RegionShape[] {
  const topo = topology as TopologyArg & { objects: { countries: ObjectArg } };
  const collection = feature(topo, topo.objects.countries) as unknown as GeoJSON.FeatureCollection<
    GeoJSON.Geometry,
    { name?: string } | null
  >;
  const features = collection.features.filter((f) => f.properties?.name !== 'Antarctica');
  const projection = geoEqualEarth().fitExtent(
    [
      [4, 4],
      [MAP_WIDTH - 4, MAP_HEIGHT - 4],
    ],
    { type: 'FeatureCollection', features },
  );
  const path = geoPath(projection);
  const regions = regionsOf(features.map((f) => ({ id: f.id, properties: f.properties ?? undefined })));
  return features.map((f, i) => ({
    ...regions[i],
    d: path(f) ?? '',
    centroid: path.centroid(f) as [number, number],
  }));
}
