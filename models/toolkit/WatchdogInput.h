#pragma once

#include "models/toolkit/WatchdogScript.h"

#include <QString>

namespace rp::toolkit {

// The watchdog's settings as a user gives them, in the Rented machine tab's Watchdog panel
// or to `rentplan watchdog`: the keep-alive programs as one comma-separated text. Both turn
// it into WatchdogOptions through normalized(), so the same input makes the same script.
struct WatchdogInput {
    // The ranges both accept (the panel's fields, the command's options).
    static constexpr double kMinThresholdPercent = 0.01;
    static constexpr double kMaxThresholdPercent = 100;
    static constexpr int kMaxMinutes = 7 * 24 * 60; // a week
    static constexpr int kMaxIntervalSeconds = 3600;

    double thresholdPercent = WatchdogOptions().thresholdPercent;
    int minutes = WatchdogOptions().minutes;
    int intervalSeconds = WatchdogOptions().intervalSeconds;
    QString stopCommand = WatchdogOptions().stopCommand;
    QString keepAlive = WatchdogOptions().keepAlive.join(u','); // "" for none

    // The stop command without surrounding blanks; the keep-alive names split at commas,
    // each trimmed, empty and repeated names dropped. Nothing else changes: an interval
    // longer than the idle time, or a name that is no process name, is refused by
    // WatchdogScript::generate with the option it concerns.
    WatchdogOptions normalized() const;
};

} // namespace rp::toolkit
