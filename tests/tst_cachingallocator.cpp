// The replay of PyTorch's caching allocator against its rules (c10/cuda/CUDACachingAllocator.cpp), each
// expectation worked by hand below.
#include "models/arch/ModelPresets.h"
#include "models/memory/Activations.h"
#include "models/memory/AllocatorReplay.h"
#include "models/memory/CachingAllocator.h"
#include "models/memory/MemoryEstimator.h"

#include <QtTest>

using namespace rp;

namespace {
constexpr std::int64_t MiB = 1048576;

const ModelArch& llama2_7b()
{
    // resources/data/presets/llama-2-7b.json: hidden 4096, intermediate 11008, 32 layers, 32 heads and
    // 32 KV heads, vocabulary 32000 (meta-llama/Llama-2-7b-hf's config.json).
    return ModelPresets::find(QStringLiteral("llama-2-7b"))->arch;
}
// Two 100 MiB tensors, both freed, then one of 150 MiB.
void twoFreedThenALargerOne(CachingAllocator& a)
{
    const int x = a.allocate(100 * MiB);
    const int y = a.allocate(100 * MiB);
    a.release(x);
    a.release(y);
    a.allocate(150 * MiB);
}
} // namespace

class TestCachingAllocator : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundsRequestsAndSegments()
    {
        // round_size: below 512 bytes → 512; otherwise up to a multiple of 512.
        QCOMPARE(CachingAllocator::roundSize(1), 512);
        QCOMPARE(CachingAllocator::roundSize(513), 1024);
        // get_allocation_size: ≤ 1 MiB → a 2 MiB segment; under 10 MiB → 20 MiB; else up to 2 MiB.
        QCOMPARE(CachingAllocator::allocationSize(MiB), 2 * MiB);
        QCOMPARE(CachingAllocator::allocationSize(MiB + 512), 20 * MiB);
        QCOMPARE(CachingAllocator::allocationSize(10 * MiB), 10 * MiB);
        QCOMPARE(CachingAllocator::allocationSize(10 * MiB + 512), 12 * MiB);
    }

    void smallRequestsShareASegment()
    {
        // Three 300 000-byte tensors: each rounds to 300 032 (586 · 512); the first takes a 2 MiB
        // segment, the other two are split from what is left of it.
        CachingAllocator a;
        for (int i = 0; i < 3; ++i)
            a.allocate(300000);
        QCOMPARE(a.reserved(), 2 * MiB);
        QCOMPARE(a.allocated(), 3 * 300032);
        QCOMPARE(a.peakRequested(), 900000);
    }

    void midSizedRequestsShareTwentyMiB()
    {
        // 4 MiB, 6 MiB and 9 MiB: the first takes a 20 MiB segment and leaves 16 MiB cached; the 6 MiB one
        // is cut from it (10 MiB left), the 9 MiB one too (1 MiB left: not more than 1 MiB, so the
        // 10 MiB block is not split and the whole of it counts as allocated).
        CachingAllocator a;
        a.allocate(4 * MiB);
        a.allocate(6 * MiB);
        a.allocate(9 * MiB);
        QCOMPARE(a.reserved(), 20 * MiB);
        QCOMPARE(a.allocated(), 4 * MiB + 6 * MiB + 10 * MiB);
    }

    void aLargerRequestGetsANewSegmentBesideTheCache()
    {
        // Two 100 MiB tensors freed, then one of 150 MiB: no cached block holds it (the two were separate
        // segments and never merge), so a third segment is reserved: 350 MiB reserved, 150 allocated.
        CachingAllocator a;
        twoFreedThenALargerOne(a);
        QCOMPARE(a.reserved(), 350 * MiB);
        QCOMPARE(a.allocated(), 150 * MiB);
        QCOMPARE(a.peakAllocated(), 200 * MiB);
        QCOMPARE(a.peakReserved(), 350 * MiB);
    }

    void bestFitAndMergeWithinASegment()
    {
        // One 100 MiB segment split into 30 + 30 + 40 by reuse: free the 100, then ask 30, 30, 40. Freeing
        // the middle 30 and the last 40 merges them into one free 70 MiB block, which then holds a 70 MiB
        // request without a new segment.
        CachingAllocator a;
        a.release(a.allocate(100 * MiB));
        a.allocate(30 * MiB);
        const int mid = a.allocate(30 * MiB);
        const int last = a.allocate(40 * MiB);
        a.release(mid);
        a.release(last);
        a.allocate(70 * MiB);
        QCOMPARE(a.reserved(), 100 * MiB);
        QCOMPARE(a.allocated(), 100 * MiB);
        // Best fit: with free blocks of 40 and 60 MiB in two segments, a 35 MiB request takes the 40.
        CachingAllocator b;
        const int forty = b.allocate(40 * MiB);
        const int sixty = b.allocate(60 * MiB);
        b.release(forty);
        b.release(sixty);
        b.allocate(35 * MiB);
        b.allocate(60 * MiB);
        QCOMPARE(b.reserved(), 100 * MiB);
    }

    void expandableSegmentsGrowInPlace()
    {
        // The 100 + 100 then 150 MiB sequence above, with expandable segments: the two tensors sit side by
        // side in the one large segment (200 MiB mapped, a multiple of 20 MiB); freed, they merge into one
        // 200 MiB block, which holds the 150 MiB request: nothing more is mapped.
        CachingAllocator a(true);
        const int x = a.allocate(100 * MiB);
        const int y = a.allocate(100 * MiB);
        QCOMPARE(a.reserved(), 200 * MiB);
        a.release(x);
        a.release(y);
        a.allocate(150 * MiB);
        QCOMPARE(a.reserved(), 200 * MiB);
        // 50 MiB are left free at the end; a 70 MiB request grows that block by 20 MiB (one page).
        a.allocate(70 * MiB);
        QCOMPARE(a.reserved(), 220 * MiB);
        // A 30 MiB request at a tail that is in use maps 40 MiB (two pages) after it.
        a.allocate(30 * MiB);
        QCOMPARE(a.reserved(), 260 * MiB);
        QCOMPARE(a.allocated(), 250 * MiB);
    }

    void aFullCardGivesItsCacheBack()
    {
        // The 100 + 100 then 150 MiB sequence, on a card whose cudaMalloc gives at most 250 MiB: the new
        // 150 MiB segment would make 350, so the two cached 100 MiB segments (whole, nothing live in them) go
        // back to the driver first: 150 MiB reserved after, 200 at the peak, and it fits.
        CachingAllocator a;
        a.setCapacity(250 * MiB);
        twoFreedThenALargerOne(a);
        QCOMPARE(a.reserved(), 150 * MiB);
        QCOMPARE(a.peakReserved(), 200 * MiB);
        QCOMPARE(a.allocated(), 150 * MiB);
        // A split segment is not given back: 100 MiB freed, 30 MiB cut from it (70 MiB left, free but beside
        // a live block), then 200 MiB: 300 MiB would be needed, nothing can go back, so the replay passes the
        // capacity (the out-of-memory error a real run stops with).
        CachingAllocator b;
        b.setCapacity(250 * MiB);
        b.release(b.allocate(100 * MiB));
        b.allocate(30 * MiB);
        b.allocate(200 * MiB);
        QCOMPARE(b.reserved(), 300 * MiB);
        // Small segments go back too: a freed 2 MiB small segment, then 249 MiB asked on a 250 MiB card.
        CachingAllocator c;
        c.setCapacity(250 * MiB);
        c.release(c.allocate(4096));
        c.allocate(249 * MiB);
        QCOMPARE(c.reserved(), 250 * MiB); // 249 rounded up to 2 MiB
        QCOMPARE(c.peakReserved(), 250 * MiB);
    }

    void blockLinearsFollowTheConfig()
    {
        // q, k, v, o: 4096 -> 4096; gate and up: 4096 -> 11008; down: 11008 -> 4096. PEFT's default targets
        // adapt q and v.
        const std::vector<BlockLinear> l = blockLinearsInOrder(llama2_7b(), LoraTargets::QV);
        QCOMPARE(l.size(), std::size_t(7));
        const std::int64_t in[] = { 4096, 4096, 4096, 4096, 4096, 4096, 11008 };
        const std::int64_t out[] = { 4096, 4096, 4096, 4096, 11008, 11008, 4096 };
        const bool adapted[] = { true, false, true, false, false, false, false };
        std::int64_t elements = 0;
        for (std::size_t i = 0; i < l.size(); ++i) {
            QCOMPARE(l[i].in, in[i]);
            QCOMPARE(l[i].out, out[i]);
            QCOMPARE(l[i].adapted, adapted[i]);
            elements += l[i].in * l[i].out;
        }
        // 4 · 4096² + 3 · 4096 · 11008 = 67,108,864 + 135,266,304 = 202,375,168 per block; 32 blocks.
        QCOMPARE(elements, 202375168);
        QCOMPARE(countParameters(llama2_7b()).blockLinear, 32 * elements);
    }

    void layerTensorsInForwardOrder()
    {
        // Llama-2-7B, 2048 tokens, micro-batch 1, SDPA: two norm inputs, the q/k/v and MLP inputs (2h each),
        // q, k, v, the attention output (2h each, k = a here), gate, up, activation and product (2·I each):
        // s·(12h + 4·k·d + 8·I) = 2048 · (49,152 + 16,384 + 88,064) = 2048 · 153,600 = 314,572,800 bytes.
        EstimateInput in;
        in.task = Task::Full;
        in.context = 2048;
        in.batch = 1;
        const std::vector<double> t = layerTensorBytes(llama2_7b(), in);
        QCOMPARE(t.size(), std::size_t(12));
        QCOMPARE(t.front(), 2048.0 * 2 * 4096);
        QCOMPARE(t.back(), 2048.0 * 2 * 11008);
        QCOMPARE(activationBytesPerLayer(llama2_7b(), in), 314572800.0);
    }

    void replayKeepsTheForwardBlockBesideTheLogits()
    {
        // Full recomputation, standard loss: the last block's working tensors (each at most 2·s·I =
        // 45,088,768 bytes) are freed before the loss asks for the logits (2·s·V = 131,072,000 and
        // 4·s·V = 262,144,000 bytes): no cached block holds them, so new segments come beside the cache.
        // What is reserved beyond the peak of live tensors is therefore at least the block's largest tensor.
        EstimateInput in;
        in.task = Task::Full;
        in.context = 2048;
        in.batch = 1;
        in.recompute = Recompute::Full;
        in.metric = Metric::Reserved;
        const ModelArch& m = llama2_7b();
        const ParameterCount params = countParameters(m);
        const ModelTotals totals = MemoryEstimator::totals(m, params, in);
        const ReplayedReserve r = replayReserve(m, params, in, totals);
        QVERIFY2(r.steady >= 2048.0 * 2 * 11008, qPrintable(QString::number(r.steady)));
        // What it holds beyond the live tensors was freed during the step: at most what churns, the
        // activations and (a full fine-tune's, set to None each step) gradients: 1.3 + 13.5 GB here.
        QVERIFY(r.steady < totals.activationBytes + totals.gradientBytes);
        // Expandable segments grow one segment and merge what was freed: never more reserved than without.
        QVERIFY(replayReserve(m, params, in, totals, true).steady <= r.steady);
        // Nothing is quantized, so nothing is replayed for the load.
        QCOMPARE(r.load, 0.0);
        // On a card just large enough, the cache goes back to the driver before a step fails: the least
        // reserve it runs in is at most the roomy one, and still holds the rounding of the live blocks.
        const ReplayedReserve full = replayReserve(m, params, in, totals, false, CardRoom::Full);
        QVERIFY2(full.steady < r.steady, qPrintable(QStringLiteral("%1 %2").arg(full.steady).arg(r.steady)));
        QVERIFY(full.steady >= 0);
        // Expandable segments' pages are not unmapped in the replay: the room makes no difference there.
        QCOMPARE(replayReserve(m, params, in, totals, true, CardRoom::Full).steady,
            replayReserve(m, params, in, totals, true).steady);
    }
};

QTEST_GUILESS_MAIN(TestCachingAllocator)
#include "tst_cachingallocator.moc"
