package org.apache.storm.metric.filter;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.apache.storm.metric.api.IMetricsConsumer;

/**
 * Keeps the data points whose name contains a match of one of the include patterns, or, with exclude patterns
 * instead, those that match none of them; with neither, every point. Giving both is an error. Decisions are
 * remembered per name (up to 1000 names).
 */
public class FilterByMetricName implements MetricsFilter {
    private static final long serialVersionUID = 1L;
    private static final int REMEMBERED_NAMES = 1000;

    private final List<Pattern> includes;
    private final List<Pattern> excludes;
    private final Map<String, Boolean> decisions = new ConcurrentHashMap<>();

    public FilterByMetricName(List<String> whitelistPattern, List<String> blacklistPattern) {
        this.includes = compile(whitelistPattern);
        this.excludes = compile(blacklistPattern);
        if (!includes.isEmpty() && !excludes.isEmpty()) {
            throw new IllegalArgumentException("A metrics filter takes include patterns or exclude patterns, not both:"
                + " includes " + whitelistPattern + ", excludes " + blacklistPattern);
        }
    }

    @Override
    public boolean apply(IMetricsConsumer.DataPoint dataPoint) {
        if (includes.isEmpty() && excludes.isEmpty()) {
            return true;
        }
        Boolean known = decisions.get(dataPoint.name);
        if (known != null) {
            return known;
        }
        boolean keep = includes.isEmpty() ? !anyFinds(excludes, dataPoint.name) : anyFinds(includes, dataPoint.name);
        if (decisions.size() >= REMEMBERED_NAMES) {
            decisions.clear();
        }
        decisions.put(dataPoint.name, keep);
        return keep;
    }

    private static boolean anyFinds(List<Pattern> patterns, String name) {
        for (Pattern pattern : patterns) {
            if (pattern.matcher(name).find()) {
                return true;
            }
        }
        return false;
    }

    private static List<Pattern> compile(List<String> patterns) {
        List<Pattern> compiled = new ArrayList<>();
        if (patterns != null) {
            for (String pattern : patterns) {
                compiled.add(Pattern.compile(pattern));
            }
        }
        return compiled;
    }
}
