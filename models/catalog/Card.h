#pragma once

#include <QString>

#include <cstdint>

namespace rp {

// One GPU model as a renter meets it. Memory is what nvidia-smi reports (MiB),
// because that, not the "80 GB" on the box, is what a job can fill (docs/memory-model.md, "Card fit").
struct Card {
    QString id; // stable: plans, ledgers and scripts refer to it
    QString name;
    QString smiName; // as `nvidia-smi --query-gpu=name` prints it ("NVIDIA H100 80GB HBM3"); empty = unknown
    std::int64_t memoryMiB = 0;
    double bandwidthGBps = 0;
    double bf16Tflops = 0; // dense tensor throughput
    double tdpWatts = 0;
    QString formFactor; // "PCIe" or "SXM"
    double nvlinkGBps = 0; // 0 = no NVLink between cards
    QString topoLink; // what `nvidia-smi topo -m` shows between two NVLinked cards ("NV12"); empty = not captured
    bool ecc = false;
    bool mig = false;
    bool consumer = false;
    bool bf16Native = true;
    int priceClass = 0; // relative rental price class, 1 lowest (resources/data/cards.json)

    std::int64_t memoryBytes() const { return memoryMiB * 1024 * 1024; }
    bool hasNvlink() const { return nvlinkGBps > 0; }
};

} // namespace rp
