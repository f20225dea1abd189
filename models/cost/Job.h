#pragma once

namespace rp {

// What the user wants to run: `cards` GPUs for `hours` of computing. Rentals
// bill the hours (spot stretches them by interruptions); self-built hardware
// is held for the hours and computes `utilization` of that time.
struct Job {
    double hours = 0;
    int cards = 1;
    double utilization = 1.0;
    double egressGb = 0; // data sent out of the provider over the whole job
    double ingressGb = 0; // data sent to the machine over the whole job
};

} // namespace rp
