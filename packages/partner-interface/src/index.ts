/**
 * The contract of the Mobile Subscription Partner Interface: value sets, wire schemas, the
 * operation table and the code tables. The gateway and the simulator share only this.
 */
export * from './bodies.js';
export * from './codes.js';
export * from './operations.js';
export * from './params.js';
export * from './resources.js';
export * from './services.js';
export * from './values.js';
