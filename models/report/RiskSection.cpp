#include "models/report/ReportSections.h"

namespace rp {

using namespace report;

Section ReportSections::risks(const QList<Risk>& risks)
{
    Section s;
    s.title = tr("Risk register");
    s.blocks.append(paragraph(tr("What could change the budget or the calendar, computed from this plan; each "
                                 "impact is for the risk alone.")));
    Table t;
    t.header = { tr("Risk"), tr("What happens"), tr("Impact") };
    t.widths = { 1.0, 3.0, 1.6 };
    for (const Risk& r : risks)
        t.rows.append({ r.title, r.description, r.impact });
    s.blocks.append(table(t));
    return s;
}

} // namespace rp
