#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace rp::accept {

// One line of a capture, kept so every verdict can show the line it read.
struct SourceLine {
    QString source; // file name or "pasted text"
    int number = 0; // 1-based line number in that source
    QString text;
};

template <typename T> struct Sourced {
    T value {};
    SourceLine line;
};

// One GPU as one listing shows it; -1 / empty where that listing has no such column.
struct GpuRecord {
    int index = -1;
    QString name;
    qint64 memoryTotalMiB = -1;
    qint64 memoryUsedMiB = -1;
    QString migMode; // "Enabled", "Disabled", "N/A" or empty
    QString busId;
    QString uuid;
    SourceLine line;
};

// The GPUs one command listed. `complete` is false when the capture was cut
// (a table without its closing border, rows that do not start at GPU 0, a CSV
// without its header): such a listing proves what it shows, never a count.
struct GpuListing {
    QString command; // "nvidia-smi", "nvidia-smi --query-gpu", "nvidia-smi -L", "nvidia-smi nvlink -s"
    QList<GpuRecord> gpus;
    bool complete = true;
    SourceLine first;
};

struct ProcessRecord {
    QString pid;
    QString name;
    qint64 usedMiB = -1;
    SourceLine line;
};

struct ProcessListing {
    QString command;
    QList<ProcessRecord> processes;
    bool complete = true;
    SourceLine first;
};

// `nvidia-smi topo -m`: the link between every pair of GPUs ("X", "NV12", "PIX", "SYS", ...).
struct TopoMatrix {
    int gpus = 0;
    QList<QStringList> links; // links[i][j]
    bool complete = true;
    QList<SourceLine> rows;
};

// `nvidia-smi nvlink -s`: active links and their summed speed per GPU.
struct NvlinkStatus {
    QList<int> activeLinks;
    QList<double> gbPerSecond;
    QList<SourceLine> gpuLines;
};

struct MigInstance {
    int gpu = -1;
    QString profile; // "1g.10gb"
    SourceLine line;
};

struct MigListing {
    QString command; // "nvidia-smi mig -lgi", "-lci", "-lgip", "nvidia-smi -L"
    QList<MigInstance> instances;
    bool complete = true;
    bool enabledEvidence = false; // -lgip lists profiles only while MIG mode is on
    SourceLine first;
};

struct Filesystem {
    QString device;
    double sizeBytes = 0;
    QString mount;
    SourceLine line;
};

// Everything read from the captures of one machine.
struct MachineFacts {
    QString name; // host name from the acceptance script's header, else the file or folder name
    QStringList sources;
    QList<GpuListing> listings;
    std::optional<Sourced<QString>> driver;
    QList<ProcessListing> processes;
    std::optional<TopoMatrix> topo;
    std::optional<NvlinkStatus> nvlink;
    QList<MigListing> mig;
    std::optional<Sourced<int>> logicalCpus; // lscpu "CPU(s):"
    std::optional<Sourced<int>> nproc;
    std::optional<Sourced<QString>> cpuModel;
    std::optional<Sourced<double>> ramGiB; // free -g "Mem:" total
    QList<Filesystem> filesystems;
    bool dfSeen = false;
    std::optional<Sourced<double>> diskWriteMBps; // dd, decimal MB/s
    std::optional<Sourced<double>> diskReadMBps;
    std::optional<Sourced<double>> downloadMbps; // curl, Mbit/s
    std::optional<Sourced<double>> matmulTflops;
    QStringList recognized; // kinds of output found, for the report

    bool isEmpty() const { return recognized.isEmpty(); }
};

} // namespace rp::accept
