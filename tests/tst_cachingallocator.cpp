// The replay of PyTorch's caching allocator against its rules (c10/cuda/CUDACachingAllocator.cpp), each
// expectation worked by hand below.
#include "memory/CachingAllocator.h"

#include <QtTest>

using namespace rp;

namespace {
constexpr std::int64_t MiB = 1048576;
}

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
        const int x = a.allocate(100 * MiB);
        const int y = a.allocate(100 * MiB);
        a.release(x);
        a.release(y);
        a.allocate(150 * MiB);
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
};

QTEST_GUILESS_MAIN(TestCachingAllocator)
#include "tst_cachingallocator.moc"
