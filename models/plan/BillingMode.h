#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace rp {

// How an offer is paid for: by the hour, by the week, month or year, or as interruptible spot time.
enum class BillingMode { OnDemand, Weekly, Monthly, Yearly, Spot };

// What happens when a period is released early: nothing back, or the unused part refunded pro rata.
enum class Refund { None, ProRata };

// Names as written in plan files and on the command line, and as shown to users.
class BillingModes {
    Q_DECLARE_TR_FUNCTIONS(BillingModes)

public:
    static QString key(BillingMode mode);
    static std::optional<BillingMode> fromKey(const QString& key);
    static QStringList keys();
    static QString label(BillingMode mode);
    static bool isPeriodic(BillingMode mode);
    // Length of one billing period in hours (0 for the hourly modes), units.h calendar.
    static double periodHours(BillingMode mode);

    static QString refundKey(Refund refund);
    static std::optional<Refund> refundFromKey(const QString& key);
    static QString refundLabel(Refund refund);
};

} // namespace rp
