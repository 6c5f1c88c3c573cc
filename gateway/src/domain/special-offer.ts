/** A special offer of the shop (spec §3): a percentage off one diagram while a qualifying diagram is in the cart. */
export interface SpecialOffer {
  /** The shop's offer id (special_offer_id of a cart item). */
  id: number;
  /** Legacy id of the diagram it discounts. */
  diagramId: number;
  /** Legacy ids of the diagrams that make it apply when one of them is in the cart. */
  qualifyingDiagramIds: number[];
  /** Two-decimal string, e.g. "20.00". */
  percentOff: string;
}
