#include "ui/nine/nine_picture.h"

#include "nine/nine_observation.h"
#include "ui/table/shared_observation.h"

namespace mizbazi::ui::nine {

NinePicture NinePicture::fromObservation(const Json& o) {
  NinePicture v;
  takeSharedKeys(ObservationHeader::read(o), v);
  mizbazi::nine::NineObservation n;
  try {
    n = readFields<mizbazi::nine::NineObservation>(o, "observation");
  } catch (const InputError&) {
    v.complete = false;
    return v;
  }
  v.leader = n.leader;
  for (const auto& hand : n.hands) {
    v.hands.push_back(qtList(hand.value_or(std::vector<std::string>())));
    v.handShown.push_back(hand.has_value());
  }
  v.handCounts = qtList(n.handCounts);
  v.stockCount = n.stockCount;
  for (const auto& card : n.trick) v.trick << QString::fromStdString(card.value_or(std::string()));
  for (const auto& pile : n.won) v.won.push_back(qtList(pile));
  return v;
}

}  // namespace mizbazi::ui::nine
