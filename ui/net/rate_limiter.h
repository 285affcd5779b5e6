// A token bucket: `burst` messages at once, then `perSecond` a second. One per connection, so a
// device that floods the host is refused (and told so) without slowing the others.
#pragma once

#include <QElapsedTimer>
#include <algorithm>

namespace mizbazi::net {

class RateLimiter {
 public:
  RateLimiter(double perSecond, double burst) : rate_(perSecond), burst_(burst), tokens_(burst) {
    clock_.start();
  }
  // True when one more message may be taken now.
  bool take() {
    const double now = clock_.nsecsElapsed() / 1e9;
    tokens_ = std::min(burst_, tokens_ + (now - last_) * rate_);
    last_ = now;
    if (tokens_ < 1) return false;
    tokens_ -= 1;
    return true;
  }

 private:
  double rate_, burst_, tokens_;
  double last_ = 0;
  QElapsedTimer clock_;
};

}  // namespace mizbazi::net
