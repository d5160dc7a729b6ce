// Browser tests wait on real page loads and builds; give them room (not a speed check).
jest.setTimeout(45_000);
