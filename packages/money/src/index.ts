export * from './amount';
export * from './currency';
export * from './currency-choice';
export * from './discount';
export * from './display';
export * from './price-set';
