#include "models/toolkit/WatchdogInput.h"

namespace rp::toolkit {

WatchdogOptions WatchdogInput::normalized() const
{
    WatchdogOptions o;
    o.thresholdPercent = thresholdPercent;
    o.minutes = minutes;
    o.intervalSeconds = intervalSeconds;
    o.stopCommand = stopCommand.trimmed();
    o.keepAlive.clear();
    for (const QString& part : keepAlive.split(u',')) {
        const QString name = part.trimmed();
        if (!name.isEmpty() && !o.keepAlive.contains(name))
            o.keepAlive.append(name);
    }
    return o;
}

} // namespace rp::toolkit
