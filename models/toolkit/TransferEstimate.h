#pragma once

#include <QCoreApplication>
#include <QString>

namespace rp::toolkit {

enum class BandwidthUnit { MegabitPerSecond, MegabytePerSecond };

// Moving a data set to or from a rented machine (docs/quotes.md, "Data transfer").
struct TransferInput {
    double sizeGb = 0; // decimal GB, as disks and providers count
    qint64 files = 1;
    double bandwidth = 100;
    BandwidthUnit unit = BandwidthUnit::MegabitPerSecond;
    double protocolOverhead = 0; // share of the line lost to headers, retransmits (0–0.9)
    double perFileSeconds = 0; // fixed cost of each file: a round trip, an object-store request
    double egressPerGb = 0; // the offer's price per GB sent out (0 for uploads into the provider)
};

struct TransferEstimate {
    double dataSeconds = 0; // size / effective bandwidth
    double perFileSeconds = 0; // files × per-file cost
    double totalSeconds = 0;
    double egressCost = 0;
    // Packed into one archive (tar, or shards): one file's cost instead of `files`.
    double packedSeconds = 0;
    double packingSaves = 0; // seconds
    bool packingAdvised = false;

    double totalHours() const { return totalSeconds / 3600.0; }
};

class TransferCalculator {
    Q_DECLARE_TR_FUNCTIONS(TransferCalculator)

public:
    // Pack when the per-file cost is more than this share of the transfer: many small files
    // can make the upload take longer than the training it feeds.
    static constexpr double kPackAdviceShare = 0.1;

    // Throws InputException naming the field for a negative, zero or absurd input.
    static TransferEstimate estimate(const TransferInput& input);
    static double bytesPerSecond(double bandwidth, BandwidthUnit unit);
    // "Pack the 50,000 files into one archive (tar) first: saves 5.6 h." or empty.
    static QString advice(const TransferInput& input, const TransferEstimate& estimate);
};

} // namespace rp::toolkit
