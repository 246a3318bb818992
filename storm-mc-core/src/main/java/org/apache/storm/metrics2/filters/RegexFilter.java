package org.apache.storm.metrics2.filters;

import com.codahale.metrics.Metric;
import java.util.Map;
import java.util.regex.Pattern;

/** Reports only the metrics whose whole name matches the regular expression of the filter's {@code expression}. */
public class RegexFilter implements StormMetricsFilter {
    private Pattern pattern;

    @Override
    public void prepare(Map<String, Object> config) {
        Object expression = config.get("expression");
        if (expression == null) {
            throw new IllegalArgumentException("RegexFilter needs an 'expression' entry in its filter conf");
        }
        pattern = Pattern.compile(expression.toString());
    }

    @Override
    public boolean matches(String name, Metric metric) {
        return pattern.matcher(name).matches();
    }
}
